CREATE TABLE "household_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"ars" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_places_name_length" CHECK (char_length("household_places"."name") between 1 and 60),
	CONSTRAINT "household_places_country_code" CHECK ("household_places"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "household_places_latitude_range" CHECK ("household_places"."latitude" between -90 and 90),
	CONSTRAINT "household_places_longitude_range" CHECK ("household_places"."longitude" between -180 and 180),
	CONSTRAINT "household_places_ars_digits" CHECK ("household_places"."ars" ~ '^[0-9]{12}$'),
	CONSTRAINT "household_places_ars_germany" CHECK ("household_places"."ars" is null or "household_places"."country" = 'DE'),
	CONSTRAINT "household_places_position_non_negative" CHECK ("household_places"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "household_places" ADD CONSTRAINT "household_places_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_places_household_idx" ON "household_places" USING btree ("household_id","position");--> statement-breakpoint
-- Watched places (issue 38): updated_at kept current like every table's (migration 0001), and each
-- change announced to the household like its other tables (migrations 0011, 0016).
CREATE TRIGGER household_places_set_updated_at BEFORE UPDATE ON household_places FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER household_places_notify_insert AFTER INSERT ON household_places
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_places_notify_update AFTER UPDATE ON household_places
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_places_notify_delete AFTER DELETE ON household_places
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
