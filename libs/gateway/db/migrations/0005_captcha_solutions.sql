CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires" ON "captcha_solutions" USING btree ("expires_at");