CREATE TABLE "household_pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_pets_kind_valid" CHECK ("household_pets"."kind" in ('dog', 'cat', 'other')),
	CONSTRAINT "household_pets_weight_range" CHECK ("household_pets"."weight_kg" > 0 and "household_pets"."weight_kg" <= 150)
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children_9_13" integer DEFAULT 0 NOT NULL,
	"children_4_8" integer DEFAULT 0 NOT NULL,
	"children_under_4" integer DEFAULT 0 NOT NULL,
	"pregnant_or_breastfeeding" integer DEFAULT 0 NOT NULL,
	"standard" text DEFAULT 'us' NOT NULL,
	"goal_days" integer DEFAULT 14 NOT NULL,
	"custom_litres_per_person" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_counts_range" CHECK (least("households"."adults", "households"."children_9_13", "households"."children_4_8", "households"."children_under_4", "households"."pregnant_or_breastfeeding") >= 0
        and greatest("households"."adults", "households"."children_9_13", "households"."children_4_8", "households"."children_under_4") <= 50
        and "households"."pregnant_or_breastfeeding" <= "households"."adults"),
	CONSTRAINT "households_standard_valid" CHECK ("households"."standard" in ('us', 'de', 'custom')),
	CONSTRAINT "households_goal_days_range" CHECK ("households"."goal_days" between 1 and 365),
	CONSTRAINT "households_custom_litres_range" CHECK ("households"."custom_litres_per_person" is null or ("households"."custom_litres_per_person" > 0 and "households"."custom_litres_per_person" <= 50))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "units" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "litres_per_unit" double precision;--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "kcal_per_unit" double precision;--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "is_custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "household_pets" ADD CONSTRAINT "household_pets_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_pets_household_idx" ON "household_pets" USING btree ("household_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "households_owner_uidx" ON "households" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_litres_per_unit_range" CHECK ("user_resources"."litres_per_unit" is null or ("user_resources"."litres_per_unit" > 0 and "user_resources"."litres_per_unit" <= 10000));--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_kcal_per_unit_range" CHECK ("user_resources"."kcal_per_unit" is null or ("user_resources"."kcal_per_unit" > 0 and "user_resources"."kcal_per_unit" <= 100000));--> statement-breakpoint
CREATE TRIGGER households_set_updated_at BEFORE UPDATE ON households FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER household_pets_set_updated_at BEFORE UPDATE ON household_pets FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- What the seeded default rows hold (src/shared/readiness/figures.ts DEFAULT_UNIT_CONTENT, with
-- their sources), for the rows existing users already have. updated_at is left alone, so a
-- quantity queued offline before the upgrade still saves without a conflict.
ALTER TABLE user_resources DISABLE TRIGGER user_resources_set_updated_at;
--> statement-breakpoint
UPDATE user_resources SET litres_per_unit = 3.785 WHERE name = 'Water (Gallons)' AND NOT is_custom;
--> statement-breakpoint
UPDATE user_resources SET kcal_per_unit = CASE name
    WHEN 'Canned Food' THEN 300 WHEN 'Rice (Pounds)' THEN 1630 WHEN 'Dried Beans' THEN 1540
    WHEN 'Energy Bars' THEN 400 END
  WHERE name IN ('Canned Food', 'Rice (Pounds)', 'Dried Beans', 'Energy Bars') AND NOT is_custom;
--> statement-breakpoint
ALTER TABLE user_resources ENABLE TRIGGER user_resources_set_updated_at;
--> statement-breakpoint
-- The realtime feed (0003) also carries a user's supplies and household, to that user only (they
-- are never public).
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
  ELSIF TG_TABLE_NAME = 'households' THEN
    owner := rec.owner_id;
    row_id := rec.id::text;
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
-- Supplies: one announcement per statement and owner (a save of 21 rows is one statement), named
-- by the owner's id, from the statement's transition table instead of a function call per row.
CREATE OR REPLACE FUNCTION notify_holdfast_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  FOR owner IN SELECT DISTINCT user_id FROM changed LOOP
    PERFORM pg_notify('holdfast_changes', json_build_object(
      'table', TG_TABLE_NAME, 'op', TG_OP, 'id', owner, 'owner', owner,
      'wasPublic', false, 'isPublic', false)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_resources_notify_insert AFTER INSERT ON user_resources
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_owner_change();
--> statement-breakpoint
CREATE TRIGGER user_resources_notify_update AFTER UPDATE ON user_resources
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_owner_change();
--> statement-breakpoint
CREATE TRIGGER user_resources_notify_delete AFTER DELETE ON user_resources
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_owner_change();
--> statement-breakpoint
CREATE TRIGGER households_notify_change AFTER INSERT OR UPDATE OR DELETE ON households
  FOR EACH ROW EXECUTE FUNCTION notify_holdfast_change();
