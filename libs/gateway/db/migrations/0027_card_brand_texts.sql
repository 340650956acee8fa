CREATE TABLE "card_brand_texts" (
	"card_brand_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"external_link_title" text,
	CONSTRAINT "card_brand_texts_card_brand_id_language_code_pk" PRIMARY KEY("card_brand_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "card_brand_texts" ADD CONSTRAINT "card_brand_texts_card_brand_id_card_brands_id_fk" FOREIGN KEY ("card_brand_id") REFERENCES "public"."card_brands"("id") ON DELETE no action ON UPDATE no action;