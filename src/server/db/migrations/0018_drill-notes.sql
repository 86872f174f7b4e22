ALTER TABLE "household_drills" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "household_drills" ADD CONSTRAINT "household_drills_notes_length" CHECK (char_length("household_drills"."notes") <= 500);--> statement-breakpoint
-- A check-in's location cleared (by its reporter or subject, or when the incident ends) reaches the
-- household at once like the check-in itself did (decision 0271).
CREATE TRIGGER incident_checkins_notify_update AFTER UPDATE ON incident_checkins
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_holdfast_household_change();
