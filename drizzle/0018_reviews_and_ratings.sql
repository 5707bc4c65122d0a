CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"driver_id" integer,
	"food_stars" smallint NOT NULL,
	"delivery_stars" smallint NOT NULL,
	"comment" text,
	"reviewer_name" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"reply" text,
	"reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_food_stars_range" CHECK ("reviews"."food_stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_delivery_stars_range" CHECK ("reviews"."delivery_stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_restaurant_visible_idx" ON "reviews" USING btree ("restaurant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."hidden" = false;--> statement-breakpoint
CREATE INDEX "reviews_driver_idx" ON "reviews" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Ratings come only from reviews of delivered orders from now on, and there were none before.
UPDATE "restaurants" SET "rating" = 0 WHERE "rating" <> 0;--> statement-breakpoint
UPDATE "drivers" SET "rating" = 0 WHERE "rating" <> 0;
