CREATE TABLE "household_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" text,
	"actor_name" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invitations_role_valid" CHECK ("household_invitations"."role" in ('editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_role_valid" CHECK ("household_members"."role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "family_plans" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "readiness_set" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_batches" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "user_resources" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "household_activity" ADD CONSTRAINT "household_activity_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_activity" ADD CONSTRAINT "household_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_activity_household_idx" ON "household_activity" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "household_invitations_token_uidx" ON "household_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "family_plans" ADD CONSTRAINT "family_plans_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_batches" ADD CONSTRAINT "resource_batches_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resources" ADD CONSTRAINT "user_resources_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every user gets a household (issue 18), with their supplies, readiness household and family plan
-- moved into it: nothing lost. updated_at is left alone (supply changes queued offline before the
-- upgrade still sync without a conflict).
ALTER TABLE households DISABLE TRIGGER households_set_updated_at;
--> statement-breakpoint
UPDATE households SET readiness_set = true;
--> statement-breakpoint
ALTER TABLE households ENABLE TRIGGER households_set_updated_at;
--> statement-breakpoint
INSERT INTO households (owner_id, readiness_set)
  SELECT u.id, false FROM users u WHERE NOT EXISTS (SELECT 1 FROM households h WHERE h.owner_id = u.id);
--> statement-breakpoint
INSERT INTO household_members (user_id, household_id, role) SELECT owner_id, id, 'owner' FROM households;
--> statement-breakpoint
ALTER TABLE user_resources DISABLE TRIGGER user_resources_set_updated_at;
--> statement-breakpoint
UPDATE user_resources ur SET household_id = hm.household_id FROM household_members hm WHERE hm.user_id = ur.user_id;
--> statement-breakpoint
ALTER TABLE user_resources ENABLE TRIGGER user_resources_set_updated_at;
--> statement-breakpoint
ALTER TABLE resource_batches DISABLE TRIGGER resource_batches_set_updated_at;
--> statement-breakpoint
UPDATE resource_batches b SET household_id = hm.household_id FROM household_members hm WHERE hm.user_id = b.user_id;
--> statement-breakpoint
ALTER TABLE resource_batches ENABLE TRIGGER resource_batches_set_updated_at;
--> statement-breakpoint
ALTER TABLE family_plans DISABLE TRIGGER family_plans_set_updated_at;
--> statement-breakpoint
UPDATE family_plans f SET household_id = hm.household_id FROM household_members hm WHERE hm.user_id = f.owner_id;
--> statement-breakpoint
ALTER TABLE family_plans ENABLE TRIGGER family_plans_set_updated_at;
