CREATE TABLE "extra_texts" (
	"extra_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "extra_texts_extra_id_language_code_pk" PRIMARY KEY("extra_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"redeem_title" text,
	"redeem_description" text,
	CONSTRAINT "product_texts_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "term_texts" (
	"term_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"hero_title" text,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "term_texts_term_id_language_code_pk" PRIMARY KEY("term_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "variation_texts" (
	"variation_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "variation_texts_variation_id_language_code_pk" PRIMARY KEY("variation_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "extra_texts" ADD CONSTRAINT "extra_texts_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_texts" ADD CONSTRAINT "term_texts_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_texts" ADD CONSTRAINT "variation_texts_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;