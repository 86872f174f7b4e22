CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_valid" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1),
	CONSTRAINT "jobs_kind_present" CHECK (length("jobs"."kind") > 0)
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_status_updated_idx" ON "jobs" USING btree ("status","updated_at");--> statement-breakpoint
CREATE TRIGGER jobs_set_updated_at BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- Wake the job workers of every instance when jobs are added. NOTIFY is delivered at commit, and
-- only if it commits, so a worker never looks for a row it cannot see yet.
CREATE OR REPLACE FUNCTION notify_holdfast_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('holdfast_jobs', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_insert AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_jobs();
