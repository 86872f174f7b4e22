CREATE TABLE "family_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_plans" ADD CONSTRAINT "family_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_plans_owner_uidx" ON "family_plans" USING btree ("owner_id");--> statement-breakpoint
CREATE TRIGGER family_plans_set_updated_at BEFORE UPDATE ON family_plans FOR EACH ROW EXECUTE FUNCTION set_updated_at();
