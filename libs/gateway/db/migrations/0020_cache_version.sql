CREATE TABLE "cache_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "cache_version_single_row" CHECK ("cache_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "cache_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any statement changing what a page shows moves the number, inside its own transaction.
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['stores', 'store_languages', 'store_payment_methods', 'card_brands', 'products', 'variations', 'terms',
    'product_terms', 'extras', 'pages', 'blog_posts', 'blocks', 'menus', 'menu_items', 'popular_search_terms', 'testimonials',
    'locations', 'redeem_pages']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"()',
      shown || '_cache_version', shown);
  END LOOP;
END
$$;
