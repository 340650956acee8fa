ALTER TABLE "shipments" ADD COLUMN "dispatch_date" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "expected_delivery_date" date;