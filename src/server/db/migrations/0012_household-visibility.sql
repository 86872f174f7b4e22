ALTER TABLE "kits" ADD COLUMN "household_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survival_plans" ADD COLUMN "household_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_one_visibility" CHECK (not ("kits"."is_public" and "kits"."household_shared"));--> statement-breakpoint
ALTER TABLE "survival_plans" ADD CONSTRAINT "survival_plans_one_visibility" CHECK (not ("survival_plans"."is_public" and "survival_plans"."household_shared"));--> statement-breakpoint
-- Kits and plans shared with the household (decision 244) are announced to the creator's
-- household (its members at the event, checked by the server on every event); a kit or plan
-- that was or is public still reaches everyone who saw it.
CREATE OR REPLACE FUNCTION notify_holdfast_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  owner text := '';
  household text := null;
  row_id text;
  was_public boolean := false;
  is_public boolean := false;
  shared boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'profiles' THEN
    owner := rec.user_id;
    row_id := rec.user_id;
    IF TG_OP <> 'INSERT' THEN was_public := OLD.is_profile_public; END IF;
    IF TG_OP <> 'DELETE' THEN is_public := NEW.is_profile_public; END IF;
  ELSIF TG_TABLE_NAME = 'kits' OR TG_TABLE_NAME = 'survival_plans' THEN
    IF TG_TABLE_NAME = 'kits' THEN owner := rec.owner_id; ELSE owner := rec.user_id; END IF;
    row_id := rec.id::text;
    IF TG_OP <> 'INSERT' THEN
      was_public := OLD.is_public;
      shared := OLD.household_shared;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      is_public := NEW.is_public;
      shared := shared OR NEW.household_shared;
    END IF;
    IF shared THEN
      SELECT hm.household_id::text INTO household FROM household_members hm WHERE hm.user_id = owner;
    END IF;
  ELSIF TG_TABLE_NAME = 'households' THEN
    household := rec.id::text;
    row_id := rec.id::text;
  ELSIF TG_TABLE_NAME = 'household_members' THEN
    -- To the member (their household changed) and to the household (its member list changed).
    owner := rec.user_id;
    household := rec.household_id::text;
    row_id := rec.user_id;
  ELSE
    row_id := rec.id::text;
  END IF;
  PERFORM pg_notify('holdfast_changes', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id, 'owner', owner, 'household', household,
    'wasPublic', was_public, 'isPublic', is_public)::text);
  RETURN NULL;
END;
$$;
