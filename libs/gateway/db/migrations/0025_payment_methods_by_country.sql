-- Every country's own payment methods (BLIK, Swish, Pix, …); Sofort (now Klarna) and giropay (closed 2024) are not added.
ALTER TYPE "public"."payment_method" ADD VALUE 'klarna';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'eps';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'twint';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'przelewy24';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'blik';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'swish';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'mobilepay';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'vipps';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'pix';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'boleto';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'oxxo';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'interac';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'afterpay';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'poli';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'multibanco';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'mbway';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'bizum';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'satispay';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'applepay';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'googlepay';