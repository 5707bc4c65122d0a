ALTER TABLE "drivers" ADD COLUMN "location_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "total_earnings" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "cash_in_hand" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
UPDATE "orders" SET "delivery_code" = lpad(floor(random() * 10000)::int::text, 4, '0') WHERE "delivery_code" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_token_key" ON "orders" USING btree ("tracking_token_hash") WHERE "orders"."tracking_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_active_delivery_key" ON "orders" USING btree ("driver_id") WHERE "orders"."driver_id" is not null and "orders"."status" in ('preparing', 'ready', 'picked-up', 'on-the-way');--> statement-breakpoint
CREATE INDEX "orders_open_offers_idx" ON "orders" USING btree ("created_at") WHERE "orders"."driver_id" is null and "orders"."status" in ('preparing', 'ready');