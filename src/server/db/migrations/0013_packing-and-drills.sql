CREATE TABLE "household_drills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"practised_on" date NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_drills_event_type_valid" CHECK ("household_drills"."event_type" in ('earthquake', 'hurricane', 'blackout', 'wildfire', 'pandemic', 'civil_unrest', 'winter_storm', 'flood', 'tornado', 'chemical_nuclear', 'wilderness_lost', 'vehicle_breakdown', 'custom')),
	CONSTRAINT "household_drills_practised_on_range" CHECK ("household_drills"."practised_on" between '1900-01-01' and '2200-12-31')
);
--> statement-breakpoint
ALTER TABLE "kit_items" ADD COLUMN "packed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Profiles made before this release have seen their dashboard: they read "Welcome back". The
-- default fills them without touching updated_at; new profiles start with null.
ALTER TABLE "profiles" ADD COLUMN "welcomed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "welcomed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "household_drills" ADD CONSTRAINT "household_drills_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_drills" ADD CONSTRAINT "household_drills_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_drills_household_day_idx" ON "household_drills" USING btree ("household_id","practised_on" DESC NULLS LAST);