-- Promotions (decision 0030): a restaurant's real offers, applied by the server. Orders keep the
-- promotion they got (id and title) and whether it was a first-order one, which a unique index
-- keeps to one per phone and restaurant among orders not cancelled. The old free-text offers become
-- promotions in a data step (src/server/db/data-steps.ts).
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"min_subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('percent', 'amount'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_title" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_order_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_restaurant_idx" ON "promotions" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("restaurant_id",upper("code")) WHERE "promotions"."code" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_first_order_discount_key" ON "orders" USING btree ("restaurant_id","customer_phone_normalized") WHERE "orders"."first_order_discount" and "orders"."status" <> 'cancelled';