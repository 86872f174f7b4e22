ALTER TABLE "family_plans" DROP CONSTRAINT "family_plans_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "households" DROP CONSTRAINT "households_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "resource_batches" DROP CONSTRAINT "resource_batches_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_resources" DROP CONSTRAINT "user_resources_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "family_plans_owner_uidx";--> statement-breakpoint
DROP INDEX "households_owner_uidx";--> statement-breakpoint
DROP INDEX "resource_batches_user_expires_idx";--> statement-breakpoint
DROP INDEX "user_resources_user_name_uidx";--> statement-breakpoint
DROP INDEX "user_resources_user_category_idx";--> statement-breakpoint
DROP INDEX "reminder_sends_target_uidx";--> statement-breakpoint
ALTER TABLE "family_plans" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_batches" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_resources" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "family_plans_household_uidx" ON "family_plans" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "resource_batches_household_expires_idx" ON "resource_batches" USING btree ("household_id","expires_on") WHERE "resource_batches"."expires_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_resources_household_name_uidx" ON "user_resources" USING btree ("household_id","name");--> statement-breakpoint
CREATE INDEX "user_resources_household_category_idx" ON "user_resources" USING btree ("household_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_target_uidx" ON "reminder_sends" USING btree ("user_id","target_kind","target_id","threshold","expires_on");--> statement-breakpoint
ALTER TABLE "family_plans" DROP COLUMN "owner_id";--> statement-breakpoint
ALTER TABLE "households" DROP COLUMN "owner_id";--> statement-breakpoint
ALTER TABLE "resource_batches" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "user_resources" DROP COLUMN "user_id";--> statement-breakpoint
CREATE TRIGGER household_members_set_updated_at BEFORE UPDATE ON household_members FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- The realtime feed names the household of a household's rows (supplies, the readiness household,
-- the family plan, membership and activity): the server sends them to its current members only,
-- checked on every event (src/server/realtime/change-feed.ts).
CREATE OR REPLACE FUNCTION notify_holdfast_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  owner text := '';
  household text := null;
  row_id text;
  was_public boolean := false;
  is_public boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'profiles' THEN
    owner := rec.user_id;
    row_id := rec.user_id;
    IF TG_OP <> 'INSERT' THEN was_public := OLD.is_profile_public; END IF;
    IF TG_OP <> 'DELETE' THEN is_public := NEW.is_profile_public; END IF;
  ELSIF TG_TABLE_NAME = 'kits' THEN
    owner := rec.owner_id;
    row_id := rec.id::text;
    IF TG_OP <> 'INSERT' THEN was_public := OLD.is_public; END IF;
    IF TG_OP <> 'DELETE' THEN is_public := NEW.is_public; END IF;
  ELSIF TG_TABLE_NAME = 'households' THEN
    household := rec.id::text;
    row_id := rec.id::text;
  ELSIF TG_TABLE_NAME = 'household_members' THEN
    -- To the member (their household changed) and to the household (its member list changed).
    owner := rec.user_id;
    household := rec.household_id::text;
    row_id := rec.user_id;
  ELSE
    owner := rec.user_id;
    row_id := rec.id::text;
    IF TG_OP <> 'INSERT' THEN was_public := OLD.is_public; END IF;
    IF TG_OP <> 'DELETE' THEN is_public := NEW.is_public; END IF;
  END IF;
  PERFORM pg_notify('holdfast_changes', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id, 'owner', owner, 'household', household,
    'wasPublic', was_public, 'isPublic', is_public)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Supplies, the family plan and activity: one announcement per statement and household.
CREATE OR REPLACE FUNCTION notify_holdfast_household_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  household text;
BEGIN
  FOR household IN SELECT DISTINCT household_id::text FROM changed LOOP
    PERFORM pg_notify('holdfast_changes', json_build_object(
      'table', TG_TABLE_NAME, 'op', TG_OP, 'id', household, 'owner', '', 'household', household,
      'wasPublic', false, 'isPublic', false)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER user_resources_notify_insert ON user_resources;
--> statement-breakpoint
DROP TRIGGER user_resources_notify_update ON user_resources;
--> statement-breakpoint
DROP TRIGGER user_resources_notify_delete ON user_resources;
--> statement-breakpoint
DROP TRIGGER family_plans_notify_insert ON family_plans;
--> statement-breakpoint
DROP TRIGGER family_plans_notify_update ON family_plans;
--> statement-breakpoint
DROP TRIGGER family_plans_notify_delete ON family_plans;
--> statement-breakpoint
DROP FUNCTION notify_holdfast_owner_change();
--> statement-breakpoint
DROP FUNCTION notify_holdfast_plan_owner_change();
--> statement-breakpoint
CREATE TRIGGER user_resources_notify_insert AFTER INSERT ON user_resources
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER user_resources_notify_update AFTER UPDATE ON user_resources
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER user_resources_notify_delete AFTER DELETE ON user_resources
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER family_plans_notify_insert AFTER INSERT ON family_plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER family_plans_notify_update AFTER UPDATE ON family_plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER family_plans_notify_delete AFTER DELETE ON family_plans
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_activity_notify_insert AFTER INSERT ON household_activity
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_members_notify_change AFTER INSERT OR UPDATE OR DELETE ON household_members
  FOR EACH ROW EXECUTE FUNCTION notify_holdfast_change();
--> statement-breakpoint
CREATE TRIGGER household_invitations_notify_insert AFTER INSERT ON household_invitations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_invitations_notify_update AFTER UPDATE ON household_invitations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
-- Every new user gets their own household, as its owner, in the transaction that creates them.
CREATE OR REPLACE FUNCTION holdfast_user_household() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hid uuid;
BEGIN
  INSERT INTO households DEFAULT VALUES RETURNING id INTO hid;
  INSERT INTO household_members (user_id, household_id, role) VALUES (NEW.id, hid, 'owner');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_household AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION holdfast_user_household();
--> statement-breakpoint
-- A household keeps an owner: when a member goes (left, removed, moved, account deleted), a
-- household with nobody left is deleted with everything in it, and one left without an owner makes
-- its longest-standing member the owner. Demoting the last owner is refused.
CREATE OR REPLACE FUNCTION holdfast_household_keeps_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.household_id <> NEW.household_id THEN
    IF NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = OLD.household_id) THEN
      DELETE FROM households WHERE id = OLD.household_id;
    ELSIF NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = OLD.household_id AND role = 'owner') THEN
      UPDATE household_members SET role = 'owner' WHERE user_id = (
        SELECT user_id FROM household_members WHERE household_id = OLD.household_id
        ORDER BY created_at, user_id LIMIT 1);
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = NEW.household_id AND role = 'owner') THEN
    RAISE EXCEPTION 'a household needs an owner' USING ERRCODE = 'check_violation', CONSTRAINT = 'household_members_owner_kept';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER household_members_keep_owner AFTER UPDATE OR DELETE ON household_members
  FOR EACH ROW EXECUTE FUNCTION holdfast_household_keeps_owner();
