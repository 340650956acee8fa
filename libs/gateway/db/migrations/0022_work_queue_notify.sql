-- Workers LISTEN on these channels: a statement that queues jobs or e-mails wakes them when its transaction commits.
CREATE FUNCTION "notify_jobs_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giftshop_jobs', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_outbox_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giftshop_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_notify" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_jobs_queued"();--> statement-breakpoint
CREATE TRIGGER "email_outbox_notify" AFTER INSERT ON "email_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_queued"();
