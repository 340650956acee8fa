CREATE SEQUENCE "public"."order_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fraud_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_attempt" ON "payments" USING btree ("order_id","attempt");