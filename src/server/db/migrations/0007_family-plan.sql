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
--> statement-breakpoint
-- A plan's changes reach its owner's own devices only (readiness counts follow its members); the
-- feed's owner-only events name the owner, never the plan's contents.
CREATE OR REPLACE FUNCTION notify_holdfast_plan_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  FOR owner IN SELECT DISTINCT owner_id FROM changed LOOP
    PERFORM pg_notify('holdfast_changes', json_build_object(
      'table', TG_TABLE_NAME, 'op', TG_OP, 'id', owner, 'owner', owner,
      'wasPublic', false, 'isPublic', false)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER family_plans_notify_insert AFTER INSERT ON family_plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_plan_owner_change();
--> statement-breakpoint
CREATE TRIGGER family_plans_notify_update AFTER UPDATE ON family_plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_plan_owner_change();
--> statement-breakpoint
CREATE TRIGGER family_plans_notify_delete AFTER DELETE ON family_plans
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_plan_owner_change();
