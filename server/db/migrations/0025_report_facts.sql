-- Laporan's facts on the prospect row, kept by the triggers below whenever the records behind them
-- change (docs/reports.md, Performance): a report then reads the period's prospects alone instead of
-- looking up each one's hand-outs, follow-ups and orders.
ALTER TABLE "prospect" ADD COLUMN "handed_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospect" ADD COLUMN "assigned_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(handed_out_at, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect" ADD COLUMN "first_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospect" ADD COLUMN "followed_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect" ADD COLUMN "ordered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The facts of the prospects already recorded, set-based (a dealer may have a million): the
-- hand-outs, then the follow-ups (assigned_at follows handed_out_at), then the orders.
UPDATE prospect p SET handed_out_at = h.at
  FROM (SELECT i.id_prospect, i.id_user, max(b.created_at) AS at
          FROM distribution_item i JOIN distribution_batch b ON b.id = i.id_batch
         WHERE i.undone_at IS NULL GROUP BY i.id_prospect, i.id_user) h
 WHERE p.id = h.id_prospect AND p.id_user = h.id_user;--> statement-breakpoint
UPDATE prospect p SET followed_up = true, first_follow_up_at = f.first_at
  FROM (SELECT f.id_prospect, min(f.done_at) FILTER (WHERE f.done_at >= q.assigned_at) AS first_at
          FROM follow_up f JOIN prospect q ON q.id = f.id_prospect
         WHERE f.done_at IS NOT NULL AND f.status <> 'rejected' GROUP BY f.id_prospect) f
 WHERE p.id = f.id_prospect;--> statement-breakpoint
UPDATE prospect SET ordered = true WHERE id IN (SELECT id_prospect FROM sales_order WHERE status <> 'rejected');--> statement-breakpoint
-- The latest hand-out of a prospect to `owner` that was not taken back.
CREATE FUNCTION prospect_handed_out_at(p_id integer, owner integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT max(b.created_at) FROM distribution_item i JOIN distribution_batch b ON b.id = i.id_batch
   WHERE i.id_prospect = p_id AND i.id_user = owner AND i.undone_at IS NULL
$$;--> statement-breakpoint
-- The first follow-up of a prospect done (not refused) at or after `since`.
CREATE FUNCTION prospect_first_follow_up_at(p_id integer, since timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT min(f.done_at) FROM follow_up f WHERE f.id_prospect = p_id AND f.status <> 'rejected' AND f.done_at >= since
$$;--> statement-breakpoint
CREATE FUNCTION prospect_has_follow_up(p_id integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM follow_up f WHERE f.id_prospect = p_id AND f.done_at IS NOT NULL AND f.status <> 'rejected')
$$;--> statement-breakpoint
CREATE FUNCTION prospect_has_order(p_id integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM sales_order o WHERE o.id_prospect = p_id AND o.status <> 'rejected')
$$;--> statement-breakpoint
-- Every fact of the given prospects, counted again from their records; a row is written only when one changed.
CREATE FUNCTION refresh_prospect_facts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE prospect p
     SET handed_out_at = f.handed_out_at, first_follow_up_at = f.first_follow_up_at, followed_up = f.followed_up, ordered = f.ordered
    FROM (
      SELECT q.id, h.handed_out_at,
             prospect_first_follow_up_at(q.id, coalesce(h.handed_out_at, q.created_at)) AS first_follow_up_at,
             prospect_has_follow_up(q.id) AS followed_up,
             prospect_has_order(q.id) AS ordered
        FROM (SELECT DISTINCT unnest(ids) AS id) c
        JOIN prospect q ON q.id = c.id
        CROSS JOIN LATERAL (SELECT prospect_handed_out_at(q.id, q.id_user) AS handed_out_at) h
    ) f
   WHERE p.id = f.id
     AND (p.handed_out_at, p.first_follow_up_at, p.followed_up, p.ordered)
         IS DISTINCT FROM (f.handed_out_at, f.first_follow_up_at, f.followed_up, f.ordered)
$$;--> statement-breakpoint
-- After a statement on follow_up, sales_order or distribution_item: the prospects its rows name,
-- before and after, set-based (an import or a distribution writes thousands of rows at once).
CREATE FUNCTION refresh_facts_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_prospect_facts(ARRAY(SELECT id_prospect FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_prospect_facts(ARRAY(SELECT id_prospect FROM old_rows));
  ELSE
    PERFORM refresh_prospect_facts(ARRAY(SELECT id_prospect FROM new_rows UNION SELECT id_prospect FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER follow_up_facts_insert AFTER INSERT ON follow_up REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER follow_up_facts_update AFTER UPDATE ON follow_up REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER follow_up_facts_delete AFTER DELETE ON follow_up REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER sales_order_facts_insert AFTER INSERT ON sales_order REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER sales_order_facts_update AFTER UPDATE ON sales_order REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER sales_order_facts_delete AFTER DELETE ON sales_order REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER distribution_item_facts_insert AFTER INSERT ON distribution_item REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER distribution_item_facts_update AFTER UPDATE ON distribution_item REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER distribution_item_facts_delete AFTER DELETE ON distribution_item REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_rows();--> statement-breakpoint
-- A new owner (a hand-out, its undoing, an edit) or another creation moment moves the assignment,
-- and with it the first follow-up since; the row is fixed before it is written.
CREATE FUNCTION prospect_assignment_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.handed_out_at := prospect_handed_out_at(NEW.id, NEW.id_user);
  NEW.first_follow_up_at := prospect_first_follow_up_at(NEW.id, coalesce(NEW.handed_out_at, NEW.created_at));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER prospect_assignment_facts BEFORE UPDATE OF id_user, created_at ON prospect FOR EACH ROW
  WHEN (OLD.id_user IS DISTINCT FROM NEW.id_user OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION prospect_assignment_facts();--> statement-breakpoint
CREATE INDEX "prospect_company_assigned_idx" ON "prospect" USING btree ("id_company","assigned_at") WHERE "prospect"."id_user" is not null;
