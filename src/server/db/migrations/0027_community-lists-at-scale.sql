CREATE TABLE "community_counts" (
	"listing" text NOT NULL,
	"event_type" text DEFAULT '' NOT NULL,
	"public_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_counts_listing_event_type_pk" PRIMARY KEY("listing","event_type"),
	CONSTRAINT "community_counts_listing_valid" CHECK ("community_counts"."listing" in ('kits', 'survival_plans'))
);
--> statement-breakpoint
CREATE TABLE "community_ranks" (
	"listing" text NOT NULL,
	"period" text NOT NULL,
	"row_id" uuid NOT NULL,
	"acquisitions" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_ranks_listing_period_row_id_pk" PRIMARY KEY("listing","period","row_id"),
	CONSTRAINT "community_ranks_listing_valid" CHECK ("community_ranks"."listing" in ('kits', 'survival_plans'))
);
--> statement-breakpoint
DROP INDEX "kits_owner_updated_idx";--> statement-breakpoint
DROP INDEX "kits_public_created_idx";--> statement-breakpoint
DROP INDEX "survival_plans_user_updated_idx";--> statement-breakpoint
DROP INDEX "survival_plans_public_created_idx";--> statement-breakpoint
CREATE INDEX "community_ranks_order_idx" ON "community_ranks" USING btree ("listing","period","acquisitions","created_at","row_id");--> statement-breakpoint
CREATE INDEX "kits_owner_updated_id_idx" ON "kits" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "kits_public_created_id_idx" ON "kits" USING btree ("created_at","id") WHERE "kits"."is_public";--> statement-breakpoint
CREATE INDEX "survival_plans_user_updated_id_idx" ON "survival_plans" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "survival_plans_public_created_id_idx" ON "survival_plans" USING btree ("created_at","id") WHERE "survival_plans"."is_public";--> statement-breakpoint
-- The community's public rows, counted where they change (decision 0300): one statement-level
-- trigger per operation (a transition table names one event), adding what the statement made
-- public and taking away what it made private or deleted. Keys are written in order, so two
-- statements never wait on each other's counter rows in opposite orders.
CREATE FUNCTION community_counts_add(p_listing text, deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO community_counts AS c (listing, event_type, public_rows)
  SELECT p_listing, d.key, d.value::int FROM jsonb_each_text(deltas) d WHERE d.value::int <> 0 ORDER BY d.key
  ON CONFLICT (listing, event_type) DO UPDATE SET public_rows = c.public_rows + excluded.public_rows;
$$;
--> statement-breakpoint
CREATE FUNCTION kits_count_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM community_counts_add('kits', (SELECT jsonb_build_object('', count(*)) FROM new_rows WHERE is_public));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM community_counts_add('kits', (SELECT jsonb_build_object('', -count(*)) FROM old_rows WHERE is_public));
  ELSE
    PERFORM community_counts_add('kits', (SELECT jsonb_build_object('',
      (SELECT count(*) FROM new_rows WHERE is_public) - (SELECT count(*) FROM old_rows WHERE is_public))));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION survival_plans_count_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM community_counts_add('survival_plans', (SELECT coalesce(jsonb_object_agg(event_type, n), '{}')
      FROM (SELECT event_type, count(*) AS n FROM new_rows WHERE is_public GROUP BY event_type) e));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM community_counts_add('survival_plans', (SELECT coalesce(jsonb_object_agg(event_type, -n), '{}')
      FROM (SELECT event_type, count(*) AS n FROM old_rows WHERE is_public GROUP BY event_type) e));
  ELSE
    PERFORM community_counts_add('survival_plans', (SELECT coalesce(jsonb_object_agg(event_type, n), '{}')
      FROM (SELECT event_type, sum(d) AS n FROM (
        SELECT event_type, 1 AS d FROM new_rows WHERE is_public
        UNION ALL SELECT event_type, -1 FROM old_rows WHERE is_public) c GROUP BY event_type) e));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kits_count_public_insert AFTER INSERT ON kits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kits_count_public();
--> statement-breakpoint
CREATE TRIGGER kits_count_public_update AFTER UPDATE ON kits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kits_count_public();
--> statement-breakpoint
CREATE TRIGGER kits_count_public_delete AFTER DELETE ON kits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kits_count_public();
--> statement-breakpoint
CREATE TRIGGER survival_plans_count_public_insert AFTER INSERT ON survival_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION survival_plans_count_public();
--> statement-breakpoint
CREATE TRIGGER survival_plans_count_public_update AFTER UPDATE ON survival_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION survival_plans_count_public();
--> statement-breakpoint
CREATE TRIGGER survival_plans_count_public_delete AFTER DELETE ON survival_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION survival_plans_count_public();
--> statement-breakpoint
-- A truncated table holds no public rows (tests and tools truncate; no trigger above sees it).
CREATE FUNCTION community_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM community_counts WHERE listing = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kits_count_public_truncate AFTER TRUNCATE ON kits
  FOR EACH STATEMENT EXECUTE FUNCTION community_counts_truncate();
--> statement-breakpoint
CREATE TRIGGER survival_plans_count_public_truncate AFTER TRUNCATE ON survival_plans
  FOR EACH STATEMENT EXECUTE FUNCTION community_counts_truncate();
--> statement-breakpoint
-- What is there already (no row for a key without public rows: an empty database stays empty).
INSERT INTO community_counts (listing, event_type, public_rows)
  SELECT 'kits', '', count(*) FROM kits WHERE is_public HAVING count(*) > 0
  UNION ALL
  SELECT 'survival_plans', event_type, count(*) FROM survival_plans WHERE is_public GROUP BY event_type;
--> statement-breakpoint
-- How often each kit and plan was acquired (decision 0300), in all (period '') and in the month
-- of the acquisition (UTC, 'YYYY-MM'), kept where acquisitions change: a new acquisition adds one
-- to its row, a deleted one (or one whose row was deleted: kit_id set null) takes one away; a rank
-- that falls to 0 goes. Keys in order, as for the counts.
CREATE FUNCTION kit_acquisitions_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE community_ranks r SET acquisitions = r.acquisitions - o.n
    FROM (SELECT p.period, a.kit_id, count(*)::int AS n FROM old_rows a
      CROSS JOIN LATERAL (VALUES (''), (to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM'))) p (period)
      WHERE a.kit_id IS NOT NULL GROUP BY p.period, a.kit_id) o
    WHERE r.listing = 'kits' AND r.period = o.period AND r.row_id = o.kit_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO community_ranks AS r (listing, period, row_id, acquisitions, created_at)
    SELECT 'kits', n.period, n.kit_id, n.n, k.created_at
    FROM (SELECT p.period, a.kit_id, count(*)::int AS n FROM new_rows a
      CROSS JOIN LATERAL (VALUES (''), (to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM'))) p (period)
      WHERE a.kit_id IS NOT NULL GROUP BY p.period, a.kit_id) n
    JOIN kits k ON k.id = n.kit_id
    ORDER BY n.period, n.kit_id
    ON CONFLICT (listing, period, row_id) DO UPDATE SET acquisitions = r.acquisitions + excluded.acquisitions;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM community_ranks r USING (SELECT DISTINCT kit_id FROM old_rows WHERE kit_id IS NOT NULL) o
    WHERE r.listing = 'kits' AND r.row_id = o.kit_id AND r.acquisitions <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION plan_acquisitions_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE community_ranks r SET acquisitions = r.acquisitions - o.n
    FROM (SELECT p.period, a.plan_id, count(*)::int AS n FROM old_rows a
      CROSS JOIN LATERAL (VALUES (''), (to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM'))) p (period)
      WHERE a.plan_id IS NOT NULL GROUP BY p.period, a.plan_id) o
    WHERE r.listing = 'survival_plans' AND r.period = o.period AND r.row_id = o.plan_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO community_ranks AS r (listing, period, row_id, acquisitions, created_at)
    SELECT 'survival_plans', n.period, n.plan_id, n.n, sp.created_at
    FROM (SELECT p.period, a.plan_id, count(*)::int AS n FROM new_rows a
      CROSS JOIN LATERAL (VALUES (''), (to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM'))) p (period)
      WHERE a.plan_id IS NOT NULL GROUP BY p.period, a.plan_id) n
    JOIN survival_plans sp ON sp.id = n.plan_id
    ORDER BY n.period, n.plan_id
    ON CONFLICT (listing, period, row_id) DO UPDATE SET acquisitions = r.acquisitions + excluded.acquisitions;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM community_ranks r USING (SELECT DISTINCT plan_id FROM old_rows WHERE plan_id IS NOT NULL) o
    WHERE r.listing = 'survival_plans' AND r.row_id = o.plan_id AND r.acquisitions <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kit_acquisitions_rank_insert AFTER INSERT ON kit_acquisitions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_acquisitions_rank();
--> statement-breakpoint
CREATE TRIGGER kit_acquisitions_rank_update AFTER UPDATE ON kit_acquisitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_acquisitions_rank();
--> statement-breakpoint
CREATE TRIGGER kit_acquisitions_rank_delete AFTER DELETE ON kit_acquisitions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_acquisitions_rank();
--> statement-breakpoint
CREATE TRIGGER plan_acquisitions_rank_insert AFTER INSERT ON plan_acquisitions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_acquisitions_rank();
--> statement-breakpoint
CREATE TRIGGER plan_acquisitions_rank_update AFTER UPDATE ON plan_acquisitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_acquisitions_rank();
--> statement-breakpoint
CREATE TRIGGER plan_acquisitions_rank_delete AFTER DELETE ON plan_acquisitions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION plan_acquisitions_rank();
--> statement-breakpoint
CREATE FUNCTION community_ranks_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM community_ranks WHERE listing = (CASE TG_TABLE_NAME WHEN 'kit_acquisitions' THEN 'kits' ELSE 'survival_plans' END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kit_acquisitions_rank_truncate AFTER TRUNCATE ON kit_acquisitions
  FOR EACH STATEMENT EXECUTE FUNCTION community_ranks_truncate();
--> statement-breakpoint
CREATE TRIGGER plan_acquisitions_rank_truncate AFTER TRUNCATE ON plan_acquisitions
  FOR EACH STATEMENT EXECUTE FUNCTION community_ranks_truncate();
--> statement-breakpoint
INSERT INTO community_ranks (listing, period, row_id, acquisitions, created_at)
  SELECT 'kits', a.period, k.id, a.n, k.created_at
  FROM (SELECT p.period, a.kit_id, count(*)::int AS n FROM kit_acquisitions a
    CROSS JOIN LATERAL (VALUES (''), (to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM'))) p (period)
    WHERE a.kit_id IS NOT NULL GROUP BY p.period, a.kit_id) a
  JOIN kits k ON k.id = a.kit_id
  UNION ALL
  SELECT 'survival_plans', a.period, sp.id, a.n, sp.created_at
  FROM (SELECT p.period, a.plan_id, count(*)::int AS n FROM plan_acquisitions a
    CROSS JOIN LATERAL (VALUES (''), (to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM'))) p (period)
    WHERE a.plan_id IS NOT NULL GROUP BY p.period, a.plan_id) a
  JOIN survival_plans sp ON sp.id = a.plan_id;
