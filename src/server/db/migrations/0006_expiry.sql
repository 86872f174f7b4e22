CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"threshold" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_kind_valid" CHECK ("reminder_sends"."target_kind" in ('batch', 'kit_item')),
	CONSTRAINT "reminder_sends_threshold_valid" CHECK ("reminder_sends"."threshold" in ('window', 'soon', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "resource_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_on" date NOT NULL,
	"expires_on" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_batches_quantity_range" CHECK ("resource_batches"."quantity" between 1 and 1000000),
	CONSTRAINT "resource_batches_dates_range" CHECK ("resource_batches"."added_on" between '1900-01-01' and '2200-12-31'
        and ("resource_batches"."expires_on" is null or "resource_batches"."expires_on" between '1900-01-01' and '2200-12-31')),
	CONSTRAINT "resource_batches_note_length" CHECK ("resource_batches"."note" is null or length("resource_batches"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "kit_items" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "expiry_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "expiry_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "shelf_life" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_batches" ADD CONSTRAINT "resource_batches_resource_id_user_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."user_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_batches" ADD CONSTRAINT "resource_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_target_uidx" ON "reminder_sends" USING btree ("target_kind","target_id","threshold","expires_on");--> statement-breakpoint
CREATE INDEX "reminder_sends_user_idx" ON "reminder_sends" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resource_batches_resource_idx" ON "resource_batches" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_batches_user_expires_idx" ON "resource_batches" USING btree ("user_id","expires_on") WHERE "resource_batches"."expires_on" is not null;--> statement-breakpoint
CREATE INDEX "kit_items_expires_idx" ON "kit_items" USING btree ("expires_on") WHERE "kit_items"."expires_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_calendar_token_uidx" ON "profiles" USING btree ("calendar_token");--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_expires_on_range" CHECK ("kit_items"."expires_on" is null or "kit_items"."expires_on" between '1900-01-01' and '2200-12-31');--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_expiry_window_range" CHECK ("profiles"."expiry_window_days" between 7 and 180);--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_shelf_life_valid" CHECK ("user_resources"."shelf_life" in ('water-home', 'water-commercial', 'six-months', 'one-year', 'none'));--> statement-breakpoint
CREATE TRIGGER resource_batches_set_updated_at BEFORE UPDATE ON resource_batches FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- Existing stock becomes one batch per row without an expiry, added the day the row last changed
-- (the row's quantity stays the sum of its batches). The default rows get their shelf-life class
-- (src/shared/supplies/rotation.ts DEFAULT_SHELF_LIFE). updated_at is left alone, so a quantity
-- queued offline before the upgrade still saves without a conflict.
INSERT INTO resource_batches (resource_id, user_id, quantity, added_on, expires_on)
  SELECT id, user_id, current_quantity, updated_at::date, NULL FROM user_resources WHERE current_quantity > 0;
--> statement-breakpoint
ALTER TABLE user_resources DISABLE TRIGGER user_resources_set_updated_at;
--> statement-breakpoint
UPDATE user_resources SET shelf_life = CASE name
    WHEN 'Water (Gallons)' THEN 'water-commercial' WHEN 'Canned Food' THEN 'one-year'
    WHEN 'Dried Beans' THEN 'one-year' WHEN 'Energy Bars' THEN 'one-year' END
  WHERE name IN ('Water (Gallons)', 'Canned Food', 'Dried Beans', 'Energy Bars') AND NOT is_custom;
--> statement-breakpoint
ALTER TABLE user_resources ENABLE TRIGGER user_resources_set_updated_at;
