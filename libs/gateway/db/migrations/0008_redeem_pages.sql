CREATE TABLE "redeem_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"page_id" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"business" boolean DEFAULT false NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_pages_page_id_slug" CHECK ("redeem_pages"."page_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and "redeem_pages"."page_id" !~ '^[0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "redeem_page_id" integer;--> statement-breakpoint
ALTER TABLE "redeem_pages" ADD CONSTRAINT "redeem_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_pages_store_language_page" ON "redeem_pages" USING btree ("store_id","language_code","page_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_redeem_page_id_redeem_pages_id_fk" FOREIGN KEY ("redeem_page_id") REFERENCES "public"."redeem_pages"("id") ON DELETE no action ON UPDATE no action;