CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"quote" text NOT NULL,
	"published_at" date NOT NULL,
	CONSTRAINT "testimonials_rating" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_store_language" ON "testimonials" USING btree ("store_id","language_code","published_at");