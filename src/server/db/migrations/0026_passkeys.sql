CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"aaguid" text,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_type_valid";--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user_id_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_id_idx" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_type_valid" CHECK ("security_events"."event_type" in ('failed_login_attempt', 'successful_login', 'failed_oauth_login', 'session_started', 'session_ended', 'token_refreshed', 'page_focus', 'suspicious_activity', 'password_changed', 'email_change_requested', 'email_changed', 'two_factor_enabled', 'two_factor_disabled', 'recovery_codes_regenerated', 'recovery_code_used', 'passkey_added', 'passkey_removed'));