CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DROP INDEX "search_documents_title_trgm";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "words" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_words_trgm" ON "search_documents" USING gin ("words" gin_trgm_ops);