-- The realtime change feed: every committed change to profiles, survival_plans and kits is
-- announced on channel holdfast_changes with what the server needs to decide who may see it
-- (owner, public before and after). NOTIFY is delivered at commit, and only if it commits.
CREATE OR REPLACE FUNCTION notify_holdfast_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  owner text;
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
  ELSE
    owner := rec.user_id;
    row_id := rec.id::text;
    IF TG_OP <> 'INSERT' THEN was_public := OLD.is_public; END IF;
    IF TG_OP <> 'DELETE' THEN is_public := NEW.is_public; END IF;
  END IF;
  PERFORM pg_notify('holdfast_changes', json_build_object(
    'table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id, 'owner', owner,
    'wasPublic', was_public, 'isPublic', is_public)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_change AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_holdfast_change();
--> statement-breakpoint
CREATE TRIGGER kits_notify_change AFTER INSERT OR UPDATE OR DELETE ON kits
  FOR EACH ROW EXECUTE FUNCTION notify_holdfast_change();
--> statement-breakpoint
CREATE TRIGGER survival_plans_notify_change AFTER INSERT OR UPDATE OR DELETE ON survival_plans
  FOR EACH ROW EXECUTE FUNCTION notify_holdfast_change();
