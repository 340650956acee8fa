CREATE TYPE "public"."address_kind" AS ENUM('DELIVERY', 'BILLING');--> statement-breakpoint
CREATE TYPE "public"."customer_type" AS ENUM('PRIVATE', 'BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."delivery_mode" AS ENUM('DEFAULT', 'SINGLE', 'SPLIT');--> statement-breakpoint
CREATE TYPE "public"."delivery_type" AS ENUM('DIGITAL', 'PHYSICAL');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('ABSOLUTE', 'RELATIVE');--> statement-breakpoint
CREATE TYPE "public"."extra_kind" AS ENUM('WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."gift_card_status" AS ENUM('INACTIVE', 'ACTIVE', 'BLOCKED');--> statement-breakpoint
CREATE TYPE "public"."href_type" AS ENUM('RELATIVE', 'ABSOLUTE');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('PENDING', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."ledger_reason" AS ENUM('ISSUE', 'ACTIVATION', 'REDEEM', 'REFUND', 'DOUBLER', 'EXPIRY', 'ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."order_item_kind" AS ENUM('GIFT_CARD', 'BLANK_GIFT_CARD_PACK', 'DONATION', 'WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('CART', 'PENDING', 'COMPLETED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."order_type" AS ENUM('REGULAR', 'REORDER', 'ACTIVATION', 'REDEEM');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."page_type" AS ENUM('HOME', 'INFO', 'HELP', 'LANDING', 'BUSINESS', 'OCCASION', 'BLOG');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('ideal', 'invoice', 'bancontact', 'belfius', 'kbccbc', 'carteBancaire', 'amex', 'mastercard', 'visa', 'paypal', 'secure', 'banktransfer');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('OPEN', 'PENDING', 'PAID', 'FAILED', 'CANCELED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('GIFT_CARD', 'GIFT_CARD_BLANK', 'DONATION');--> statement-breakpoint
CREATE TYPE "public"."vocabulary" AS ENUM('CATEGORY', 'OCCASION');--> statement-breakpoint
CREATE TABLE "card_prefixes" (
	"prefix" varchar(10) PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"is_choice" boolean DEFAULT false NOT NULL,
	"activatable" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_languages" (
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"search_config" text DEFAULT 'simple' NOT NULL,
	CONSTRAINT "store_languages_store_id_language_code_pk" PRIMARY KEY("store_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "store_payment_methods" (
	"store_id" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"business_only" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_payment_methods_store_id_method_pk" PRIMARY KEY("store_id","method")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"build_key" varchar(8) NOT NULL,
	"brand_family" varchar(4) NOT NULL,
	"name" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"origin" text NOT NULL,
	"time_zone" text NOT NULL,
	"product_path" text NOT NULL,
	"has_catalogue" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_build_key_unique" UNIQUE("build_key")
);
--> statement-breakpoint
CREATE TABLE "card_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" varchar(7) NOT NULL,
	"iframe_url" text,
	"redirect_url" text,
	"redirect_seconds" integer,
	"external_link_title" text,
	"external_link_url" text
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" "extra_kind" NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"color" varchar(7) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "extras_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"top_rank" integer,
	CONSTRAINT "product_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"brand_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"product_type" "product_type" NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"show_shadow" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"third_party_platform" boolean DEFAULT false NOT NULL,
	"contains_wine" boolean DEFAULT false NOT NULL,
	"is_choice" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"stock" integer,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"redeem_title" text,
	"redeem_description" text,
	"redeem_min_custom" integer,
	"redeem_max_custom" integer,
	"redeem_min_remaining_balance" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"vocabulary" "vocabulary" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"hero_title" text,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"background_color" varchar(7),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"variation_type" "delivery_type" NOT NULL,
	"currency" char(3) NOT NULL,
	"fixed_values" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "variations_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"queue_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"show_shadow" boolean DEFAULT false NOT NULL,
	"product_id" integer
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"href_type" "href_type" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"menu_key" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"path" text NOT NULL,
	"page_type" "page_type" NOT NULL,
	"title" text NOT NULL,
	"hero_title" text,
	"meta_description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"background_color" varchar(7),
	"noindex" boolean DEFAULT false NOT NULL,
	"nofollow" boolean DEFAULT false NOT NULL,
	"translation_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"group_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"administrative_area" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" "address_kind" NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"customer_type" "customer_type" DEFAULT 'PRIVATE' NOT NULL,
	"company_name" text,
	"country_code" varchar(2) NOT NULL,
	"post_code" text,
	"house_number" text,
	"suffix" text,
	"street" text,
	"city" text,
	"administrative_area" text,
	"address_line1" text,
	"address_line2" text,
	"email" text,
	"invoice_email" text,
	"phone_number" text,
	"reference_number" text,
	"kvk_number" text,
	"vat_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"invoice_email" text,
	"phone_number" text,
	"vat_number" text,
	"kvk_number" text,
	"company_name" text,
	"address_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid,
	"cart_order_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"title" text NOT NULL,
	"adjustment_type" text NOT NULL,
	"discount_kind" "discount_kind",
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"kind" "order_item_kind" NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"extra_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"message_text" text,
	"promotion_amount" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid,
	"order_type" "order_type" DEFAULT 'REGULAR' NOT NULL,
	"status" "order_status" DEFAULT 'CART' NOT NULL,
	"customer_type" "customer_type" DEFAULT 'PRIVATE' NOT NULL,
	"reference_number" text,
	"language_code" text NOT NULL,
	"currency" char(3) NOT NULL,
	"sub_total" integer DEFAULT 0 NOT NULL,
	"grand_total" integer DEFAULT 0 NOT NULL,
	"billing_address_id" integer,
	"payment_method" "payment_method",
	"terms_accepted_at" timestamp with time zone,
	"redeem_token_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"receiver_first_name" text,
	"receiver_last_name" text,
	"receiver_email" text
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"delivery_type" "delivery_type" NOT NULL,
	"delivery_mode" "delivery_mode" DEFAULT 'DEFAULT' NOT NULL,
	"delivery_date" date,
	"delivery_time" time,
	"delivery_address_id" integer,
	"registered_post" boolean DEFAULT false NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"payment_id" uuid,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_unique" UNIQUE("provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"method" "payment_method" NOT NULL,
	"issuer" text,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" "payment_status" DEFAULT 'OPEN' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" "ledger_reason" NOT NULL,
	"order_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"number" varchar(19) NOT NULL,
	"pin_hash" text NOT NULL,
	"product_id" integer,
	"order_item_id" integer,
	"currency" char(3) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"status" "gift_card_status" DEFAULT 'INACTIVE' NOT NULL,
	"failed_pin_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_number_digits" CHECK ("gift_cards"."number" ~ '^[0-9]{19}$')
);
--> statement-breakpoint
CREATE TABLE "order_card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"gift_card_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"gift_card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "redeem_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "doubler_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"winning_entry_id" integer,
	"ledger_entry_id" bigint,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubler_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"gift_card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"source" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"message" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"template" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" "outbox_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text NOT NULL,
	"status" "job_status" DEFAULT 'PENDING' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
ALTER TABLE "card_prefixes" ADD CONSTRAINT "card_prefixes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_languages" ADD CONSTRAINT "store_languages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payment_methods" ADD CONSTRAINT "store_payment_methods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_brands" ADD CONSTRAINT "card_brands_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_card_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."card_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_search_terms" ADD CONSTRAINT "popular_search_terms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_brand_id_card_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."card_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_delivery_address_id_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_card_payments" ADD CONSTRAINT "order_card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_card_payments" ADD CONSTRAINT "order_card_payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_tokens" ADD CONSTRAINT "redeem_tokens_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_winning_entry_id_doubler_entries_id_fk" FOREIGN KEY ("winning_entry_id") REFERENCES "public"."doubler_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_draws" ADD CONSTRAINT "doubler_draws_ledger_entry_id_gift_card_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."gift_card_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubler_entries" ADD CONSTRAINT "doubler_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_brands_store_slug" ON "card_brands" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "extras_store_kind" ON "extras" USING btree ("store_id","kind");--> statement-breakpoint
CREATE INDEX "product_terms_term" ON "product_terms" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_slug" ON "products" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "products_store_popularity" ON "products" USING btree ("store_id","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_store_vocabulary_slug" ON "terms" USING btree ("store_id","vocabulary","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "variations_product_type" ON "variations" USING btree ("product_id","variation_type");--> statement-breakpoint
CREATE INDEX "blocks_queue" ON "blocks" USING btree ("store_id","language_code","queue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_store_slug" ON "blog_posts" USING btree ("store_id","language_code","slug");--> statement-breakpoint
CREATE INDEX "menu_items_menu" ON "menu_items" USING btree ("menu_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_store_key" ON "menus" USING btree ("store_id","language_code","menu_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_store_language_path" ON "pages" USING btree ("store_id","language_code","path");--> statement-breakpoint
CREATE INDEX "pages_translation" ON "pages" USING btree ("translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_entity" ON "search_documents" USING btree ("store_id","language_code","group_type","entity_id");--> statement-breakpoint
CREATE INDEX "search_documents_document" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_store_lat_lon" ON "locations" USING btree ("store_id","lat","lon");--> statement-breakpoint
CREATE INDEX "locations_brand" ON "locations" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_store_email" ON "users" USING btree ("store_id",lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_package" ON "order_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_store_status" ON "orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "packages_shipment" ON "packages" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_idempotency" ON "gift_card_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card" ON "gift_card_ledger" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_card_payments_order_card" ON "order_card_payments" USING btree ("order_id","gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_draws_store_month" ON "doubler_draws" USING btree ("store_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "doubler_entries_card_month" ON "doubler_entries" USING btree ("gift_card_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_store_email" ON "newsletter_subscriptions" USING btree ("store_id",lower("email"));--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","run_at");