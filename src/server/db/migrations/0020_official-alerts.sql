CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"sender" text NOT NULL,
	"identifier" text NOT NULL,
	"sent" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"msg_type" text NOT NULL,
	"event_type" text NOT NULL,
	"event" text NOT NULL,
	"severity" text NOT NULL,
	"urgency" text NOT NULL,
	"certainty" text NOT NULL,
	"headline" text,
	"effective" timestamp with time zone,
	"onset" timestamp with time zone,
	"expires" timestamp with time zone,
	"web" text,
	"infos" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_source_valid" CHECK ("alerts"."source" in ('nws', 'nina', 'cap')),
	CONSTRAINT "alerts_msg_type_valid" CHECK ("alerts"."msg_type" in ('Alert', 'Update', 'Cancel')),
	CONSTRAINT "alerts_ended_reason_valid" CHECK ("alerts"."ended_reason" in ('cancel', 'expired', 'replaced')),
	CONSTRAINT "alerts_ended_together" CHECK (("alerts"."ended_at" is null) = ("alerts"."ended_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "household_alerts" (
	"household_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_alerts_household_id_alert_id_place_id_pk" PRIMARY KEY("household_id","alert_id","place_id")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_replaced_by_alerts_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_alerts" ADD CONSTRAINT "household_alerts_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_alerts" ADD CONSTRAINT "household_alerts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_alerts" ADD CONSTRAINT "household_alerts_place_id_household_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."household_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_sender_identifier_idx" ON "alerts" USING btree ("sender","identifier");--> statement-breakpoint
CREATE INDEX "alerts_active_source_idx" ON "alerts" USING btree ("source") WHERE "alerts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_ended_idx" ON "alerts" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "household_alerts_alert_idx" ON "household_alerts" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "household_alerts_place_idx" ON "household_alerts" USING btree ("place_id");--> statement-breakpoint
-- Official warnings (issue 38, decision 280): updated_at kept current like every table's (0001),
-- and a household's matched warnings announced to it like its other tables (0011, 0016, 0019).
CREATE TRIGGER alerts_set_updated_at BEFORE UPDATE ON alerts FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER household_alerts_notify_insert AFTER INSERT ON household_alerts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_alerts_notify_update AFTER UPDATE ON household_alerts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
--> statement-breakpoint
CREATE TRIGGER household_alerts_notify_delete AFTER DELETE ON household_alerts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
