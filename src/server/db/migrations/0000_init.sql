CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_acquisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid,
	"acquirer_id" text NOT NULL,
	"copy_kit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL,
	"category" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"affiliate_url" text,
	"rating" text,
	"price_hint" text,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"source_type" text,
	"source_url" text,
	"priority" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_items_quantity_positive" CHECK ("kit_items"."quantity" >= 1),
	CONSTRAINT "kit_items_position_non_negative" CHECK ("kit_items"."position" >= 0),
	CONSTRAINT "kit_items_priority_range" CHECK ("kit_items"."priority" between 1 and 5),
	CONSTRAINT "kit_items_category_valid" CHECK ("kit_items"."category" in ('Bag & Carrying System', 'Shelter & Warmth', 'Water & Hydration', 'Food & Cooking', 'Fire & Light', 'First Aid & Hygiene', 'Tools & Self-Defense', 'Navigation & Communication', 'Documents & Cash', 'Clothing', 'Misc', 'Uncategorized'))
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_acquisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid,
	"acquirer_id" text NOT NULL,
	"copy_plan_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_items_kind_valid" CHECK ("plan_items"."kind" in ('step', 'note', 'resource')),
	CONSTRAINT "plan_items_position_non_negative" CHECK ("plan_items"."position" >= 0),
	CONSTRAINT "plan_items_content_present" CHECK (length(btrim("plan_items"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_kits" (
	"plan_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_kits_plan_id_kit_id_pk" PRIMARY KEY("plan_id","kit_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"username" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"avatar_url" text,
	"is_profile_public" boolean DEFAULT false NOT NULL,
	"show_preparedness_score" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_format" CHECK ("profiles"."username" ~ '^[A-Za-z0-9_]{3,}$'),
	CONSTRAINT "profiles_first_name_present" CHECK (length(btrim("profiles"."first_name")) > 0),
	CONSTRAINT "profiles_last_name_not_empty" CHECK ("profiles"."last_name" is null or length(btrim("profiles"."last_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"event_type" text NOT NULL,
	"description" text,
	"ip" text,
	"user_agent" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_events_type_valid" CHECK ("security_events"."event_type" in ('failed_login_attempt', 'successful_login', 'failed_oauth_login', 'session_started', 'session_ended', 'token_refreshed', 'page_focus', 'suspicious_activity'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "survival_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_type" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survival_plans_title_present" CHECK (length(btrim("survival_plans"."title")) > 0),
	CONSTRAINT "survival_plans_event_type_valid" CHECK ("survival_plans"."event_type" in ('earthquake', 'hurricane', 'blackout', 'wildfire', 'pandemic', 'civil_unrest', 'winter_storm', 'flood', 'tornado', 'chemical_nuclear', 'wilderness_lost', 'vehicle_breakdown', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "user_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"target_quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"current_quantity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'critical' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_resources_current_quantity_range" CHECK ("user_resources"."current_quantity" between 0 and 1000000),
	CONSTRAINT "user_resources_target_quantity_range" CHECK ("user_resources"."target_quantity" between 0 and 1000000),
	CONSTRAINT "user_resources_status_valid" CHECK ("user_resources"."status" in ('good', 'low', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_acquisitions" ADD CONSTRAINT "kit_acquisitions_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_acquisitions" ADD CONSTRAINT "kit_acquisitions_acquirer_id_users_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_acquisitions" ADD CONSTRAINT "kit_acquisitions_copy_kit_id_kits_id_fk" FOREIGN KEY ("copy_kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_acquisitions" ADD CONSTRAINT "plan_acquisitions_plan_id_survival_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."survival_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_acquisitions" ADD CONSTRAINT "plan_acquisitions_acquirer_id_users_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_acquisitions" ADD CONSTRAINT "plan_acquisitions_copy_plan_id_survival_plans_id_fk" FOREIGN KEY ("copy_plan_id") REFERENCES "public"."survival_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_plan_id_survival_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."survival_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_kits" ADD CONSTRAINT "plan_kits_plan_id_survival_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."survival_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_kits" ADD CONSTRAINT "plan_kits_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survival_plans" ADD CONSTRAINT "survival_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_uidx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_acquisitions_kit_acquirer_uidx" ON "kit_acquisitions" USING btree ("kit_id","acquirer_id");--> statement-breakpoint
CREATE INDEX "kit_acquisitions_acquirer_idx" ON "kit_acquisitions" USING btree ("acquirer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kit_acquisitions_copy_idx" ON "kit_acquisitions" USING btree ("copy_kit_id");--> statement-breakpoint
CREATE INDEX "kit_items_kit_category_position_idx" ON "kit_items" USING btree ("kit_id","category","position");--> statement-breakpoint
CREATE INDEX "kits_owner_updated_idx" ON "kits" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kits_public_created_idx" ON "kits" USING btree ("created_at" DESC NULLS LAST) WHERE "kits"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_uidx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "plan_acquisitions_plan_acquirer_uidx" ON "plan_acquisitions" USING btree ("plan_id","acquirer_id");--> statement-breakpoint
CREATE INDEX "plan_acquisitions_acquirer_idx" ON "plan_acquisitions" USING btree ("acquirer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_acquisitions_copy_idx" ON "plan_acquisitions" USING btree ("copy_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_items_plan_position_uidx" ON "plan_items" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "plan_kits_kit_idx" ON "plan_kits" USING btree ("kit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_uidx" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "security_events_user_created_idx" ON "security_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_type_created_idx" ON "security_events" USING btree ("event_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survival_plans_user_updated_idx" ON "survival_plans" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "survival_plans_public_created_idx" ON "survival_plans" USING btree ("created_at" DESC NULLS LAST) WHERE "survival_plans"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "user_resources_user_name_uidx" ON "user_resources" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "user_resources_user_category_idx" ON "user_resources" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");