CREATE TABLE "household_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"practice" boolean DEFAULT false NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "household_incidents_event_type_valid" CHECK ("household_incidents"."event_type" in ('earthquake', 'hurricane', 'blackout', 'wildfire', 'pandemic', 'civil_unrest', 'winter_storm', 'flood', 'tornado', 'chemical_nuclear', 'wilderness_lost', 'vehicle_breakdown', 'custom')),
	CONSTRAINT "household_incidents_ended_after_start" CHECK ("household_incidents"."ended_at" is null or "household_incidents"."ended_at" >= "household_incidents"."started_at")
);
--> statement-breakpoint
CREATE TABLE "incident_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"subject_user_id" text,
	"subject_name" text,
	"status" text NOT NULL,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" double precision,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_checkins_status_valid" CHECK ("incident_checkins"."status" in ('safe', 'help')),
	CONSTRAINT "incident_checkins_subject" CHECK ("incident_checkins"."subject_user_id" is not null or "incident_checkins"."subject_name" is not null),
	CONSTRAINT "incident_checkins_note_length" CHECK (char_length("incident_checkins"."note") <= 280),
	CONSTRAINT "incident_checkins_subject_name_length" CHECK (char_length("incident_checkins"."subject_name") <= 80),
	CONSTRAINT "incident_checkins_location" CHECK (("incident_checkins"."latitude" is null and "incident_checkins"."longitude" is null) or ("incident_checkins"."latitude" between -90 and 90 and "incident_checkins"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "incident_ticks" (
	"incident_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"ticked_by" text,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_ticks_incident_id_kind_item_key_pk" PRIMARY KEY("incident_id","kind","item_key"),
	CONSTRAINT "incident_ticks_kind_valid" CHECK ("incident_ticks"."kind" in ('step', 'grab')),
	CONSTRAINT "incident_ticks_key_length" CHECK (char_length("incident_ticks"."item_key") <= 100)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "household_drills" ADD COLUMN "incident_id" uuid;--> statement-breakpoint
ALTER TABLE "household_incidents" ADD CONSTRAINT "household_incidents_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_incidents" ADD CONSTRAINT "household_incidents_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_incidents" ADD CONSTRAINT "household_incidents_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_checkins" ADD CONSTRAINT "incident_checkins_incident_id_household_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."household_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_checkins" ADD CONSTRAINT "incident_checkins_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_checkins" ADD CONSTRAINT "incident_checkins_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_checkins" ADD CONSTRAINT "incident_checkins_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_ticks" ADD CONSTRAINT "incident_ticks_incident_id_household_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."household_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_ticks" ADD CONSTRAINT "incident_ticks_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_ticks" ADD CONSTRAINT "incident_ticks_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_incidents_one_open_uidx" ON "household_incidents" USING btree ("household_id") WHERE "household_incidents"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "household_incidents_household_idx" ON "household_incidents" USING btree ("household_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incident_checkins_incident_idx" ON "incident_checkins" USING btree ("incident_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uidx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "household_drills" ADD CONSTRAINT "household_drills_incident_id_household_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."household_incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Emergency mode is live for the household (issue 37): incidents, check-ins and ticks announce
-- themselves like the household's other tables (migration 0011), one per statement and household.
CREATE TRIGGER household_incidents_notify_insert AFTER INSERT ON household_incidents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_incidents_notify_update AFTER UPDATE ON household_incidents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER incident_checkins_notify_insert AFTER INSERT ON incident_checkins
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER incident_ticks_notify_insert AFTER INSERT ON incident_ticks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER incident_ticks_notify_delete AFTER DELETE ON incident_ticks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
