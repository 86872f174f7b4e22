CREATE TABLE "alert_notices" (
	"user_id" text NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"urgency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_notices_user_id_alert_id_kind_pk" PRIMARY KEY("user_id","alert_id","kind"),
	CONSTRAINT "alert_notices_kind_valid" CHECK ("alert_notices"."kind" in ('alert', 'update', 'carried', 'all_clear'))
);
--> statement-breakpoint
ALTER TABLE "household_incidents" ADD COLUMN "alert_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "alert_severities" text[] DEFAULT '{Extreme,Severe,Moderate}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "quiet_from" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "quiet_to" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "alert_notices" ADD CONSTRAINT "alert_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notices" ADD CONSTRAINT "alert_notices_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_notices_alert_idx" ON "alert_notices" USING btree ("alert_id");--> statement-breakpoint
ALTER TABLE "household_incidents" ADD CONSTRAINT "household_incidents_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_alert_severities_valid" CHECK ("profiles"."alert_severities" <@ array['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']::text[]);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_quiet_hours_valid" CHECK (("profiles"."quiet_from" is null) = ("profiles"."quiet_to" is null) and ("profiles"."quiet_from" is null or ("profiles"."quiet_from" between 0 and 1439 and "profiles"."quiet_to" between 0 and 1439 and "profiles"."quiet_from" <> "profiles"."quiet_to")));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_time_zone_length" CHECK ("profiles"."time_zone" is null or length("profiles"."time_zone") between 1 and 64);