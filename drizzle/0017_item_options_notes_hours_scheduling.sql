CREATE SEQUENCE "public"."menu_option_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_lead_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_instructions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_scheduled_idx" ON "orders" USING btree ("scheduled_for") WHERE "orders"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_prep_lead_minutes_range" CHECK ("restaurants"."prep_lead_minutes" BETWEEN 0 AND 240);