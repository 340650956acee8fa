ALTER TABLE "stores" ADD COLUMN "switcher_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before this column keep their switcher: the CadeauBon stores stand in for their countries.
UPDATE "stores" SET "switcher_fallback" = true WHERE "brand_family" = 'CB';
