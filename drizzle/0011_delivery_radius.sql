-- Each restaurant delivers within a straight-line radius (whole km, 1-50); orders beyond it are refused.
ALTER TABLE "restaurants" ADD COLUMN "delivery_radius_km" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_delivery_radius_km_range" CHECK ("restaurants"."delivery_radius_km" BETWEEN 1 AND 50);