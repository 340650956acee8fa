-- Workers are woken only for work due now: an insert that added nothing (ON CONFLICT DO NOTHING) or only work for
-- later (an unpaid order's expiry in an hour, a card e-mail at its delivery moment) wakes nobody; the workers' poll
-- every second finds it when it is due.
CREATE OR REPLACE FUNCTION "notify_jobs_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "added" WHERE "run_at" <= now() + interval '1 second') THEN
    PERFORM pg_notify('giftshop_jobs', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_outbox_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "added" WHERE "send_after" <= now() + interval '1 second') THEN
    PERFORM pg_notify('giftshop_outbox', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "jobs_notify" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_notify" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notify_jobs_queued"();--> statement-breakpoint
DROP TRIGGER "email_outbox_notify" ON "email_outbox";--> statement-breakpoint
CREATE TRIGGER "email_outbox_notify" AFTER INSERT ON "email_outbox" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_queued"();
