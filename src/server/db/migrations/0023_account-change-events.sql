ALTER TABLE "security_events" DROP CONSTRAINT "security_events_type_valid";--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_type_valid" CHECK ("security_events"."event_type" in ('failed_login_attempt', 'successful_login', 'failed_oauth_login', 'session_started', 'session_ended', 'token_refreshed', 'page_focus', 'suspicious_activity', 'password_changed', 'email_change_requested', 'email_changed'));--> statement-breakpoint
-- Account changes recorded before their own types existed (decision 0285) move to them.
UPDATE "security_events" SET "event_type" = "metadata"->>'action'
  WHERE "metadata"->>'action' IN ('password_changed', 'email_change_requested', 'email_changed');
