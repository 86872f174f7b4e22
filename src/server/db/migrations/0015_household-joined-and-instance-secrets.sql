CREATE TABLE "instance_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Issue 35: a member's "joined" date is when they joined this household, not when their account
-- was made. Existing members keep their membership row's creation time (the best known).
UPDATE "household_members" SET "joined_at" = "created_at";--> statement-breakpoint
CREATE OR REPLACE FUNCTION holdfast_member_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.household_id IS DISTINCT FROM OLD.household_id THEN
    NEW.joined_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER household_members_joined BEFORE UPDATE ON household_members
  FOR EACH ROW EXECUTE FUNCTION holdfast_member_joined();
--> statement-breakpoint
-- A household keeps an owner where it can (issue 35): when a member goes (left, removed, moved,
-- account deleted), a household with nobody left is deleted with everything in it; one left
-- without an owner makes its longest-standing EDITOR the owner (never a viewer: a household of
-- viewers only keeps its data, and nobody can edit it). Demoting the last owner is refused.
CREATE OR REPLACE FUNCTION holdfast_household_keeps_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.household_id <> NEW.household_id THEN
    IF NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = OLD.household_id) THEN
      DELETE FROM households WHERE id = OLD.household_id;
    ELSIF NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = OLD.household_id AND role = 'owner') THEN
      UPDATE household_members SET role = 'owner' WHERE user_id = (
        SELECT user_id FROM household_members WHERE household_id = OLD.household_id AND role = 'editor'
        ORDER BY joined_at, user_id LIMIT 1);
    END IF;
  ELSIF OLD.role = 'owner' AND NEW.role <> 'owner'
    AND NOT EXISTS (SELECT 1 FROM household_members WHERE household_id = NEW.household_id AND role = 'owner') THEN
    RAISE EXCEPTION 'a household needs an owner' USING ERRCODE = 'check_violation', CONSTRAINT = 'household_members_owner_kept';
  END IF;
  RETURN NULL;
END;
$$;
