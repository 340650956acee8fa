-- The doubler page names the next draw: a month's draw changes what it shows.
CREATE TRIGGER "doubler_draws_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doubler_draws" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"();
