CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order_reference" text,
	"message" text NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "language_code" varchar(2);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;