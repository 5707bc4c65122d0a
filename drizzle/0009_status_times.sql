ALTER TABLE "orders" ADD COLUMN "status_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Orders placed before this migration: each status's first time from their timeline events.
UPDATE "orders" AS o SET "status_times" = firsts.times
FROM (
  SELECT "order_id", jsonb_object_agg("status", at_ms) AS times
  FROM (
    SELECT "order_id", "status", floor(extract(epoch from min("created_at")) * 1000)::float8 AS at_ms
    FROM "order_events" GROUP BY "order_id", "status"
  ) AS first_per_status
  GROUP BY "order_id"
) AS firsts
WHERE o."id" = firsts."order_id";
