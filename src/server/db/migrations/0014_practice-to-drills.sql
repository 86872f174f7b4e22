-- Decision 250: the family plan's "last practised" now comes from the household's drills. A day
-- noted on a plan before drills existed becomes a drill of the household (event type 'custom',
-- shown as "Family plan practice", recorder unknown), so it is kept and counts as the latest.
INSERT INTO "household_drills" ("household_id", "event_type", "practised_on", "recorded_by")
SELECT "household_id", 'custom', ("plan"->>'lastPracticedOn')::date, NULL
FROM "family_plans"
WHERE "plan"->>'lastPracticedOn' ~ '^\d{4}-\d{2}-\d{2}$'
  AND ("plan"->>'lastPracticedOn')::date BETWEEN '1900-01-01' AND '2200-12-31';
