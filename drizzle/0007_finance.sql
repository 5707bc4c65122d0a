CREATE TABLE "cash_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"order_id" integer,
	"note" text,
	"recorded_by" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" integer GENERATED ALWAYS AS ((total * 100)::integer) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer GENERATED ALWAYS AS ((tip * 100)::integer) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_pay_cents" integer GENERATED ALWAYS AS ((driver_pay * 100)::integer) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_pay_cents" integer GENERATED ALWAYS AS ((restaurant_pay * 100)::integer) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_pay_cents" integer GENERATED ALWAYS AS ((company_pay * 100)::integer) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_distance_dam" integer GENERATED ALWAYS AS ((delivery_distance * 100)::integer) STORED;--> statement-breakpoint
ALTER TABLE "cash_ledger_entries" ADD CONSTRAINT "cash_ledger_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger_entries" ADD CONSTRAINT "cash_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger_entries" ADD CONSTRAINT "cash_ledger_entries_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_ledger_driver_idx" ON "cash_ledger_entries" USING btree ("driver_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ledger_order_kind_key" ON "cash_ledger_entries" USING btree ("order_id","kind") WHERE "cash_ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ledger_idempotency_key" ON "cash_ledger_entries" USING btree ("driver_id","idempotency_key") WHERE "cash_ledger_entries"."idempotency_key" is not null;--> statement-breakpoint
-- Cash already collected becomes ledger entries: what each delivered cash order took and the driver kept.
INSERT INTO "cash_ledger_entries" ("driver_id", "kind", "amount", "order_id", "created_at")
SELECT "driver_id", 'collected', "total", "id", coalesce("actual_delivery_time", "updated_at") FROM "orders"
WHERE "status" = 'delivered' AND "payment_method" = 'cash' AND "driver_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "cash_ledger_entries" ("driver_id", "kind", "amount", "order_id", "created_at")
SELECT "driver_id", 'pay_kept', -coalesce("driver_pay", 0), "id", coalesce("actual_delivery_time", "updated_at") FROM "orders"
WHERE "status" = 'delivered' AND "payment_method" = 'cash' AND "driver_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" DROP COLUMN "cash_in_hand";--> statement-breakpoint
-- Append-only: a balance is the sum of its entries, so no entry may change or go.
CREATE FUNCTION "cash_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cash_ledger_entries is append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "cash_ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "cash_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "cash_ledger_entries_no_truncate" BEFORE TRUNCATE ON "cash_ledger_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "cash_ledger_append_only"();--> statement-breakpoint
-- The finance reads (sums per day, the CSV export, newest-first lists) scan a date range of this
-- index alone: the key orders by time then id (the export's keyset), INCLUDE carries what they sum.
CREATE INDEX "orders_finance_idx" ON "orders" USING btree ("created_at", "id")
INCLUDE ("status", "total_cents", "tip_cents", "driver_pay_cents", "restaurant_pay_cents", "company_pay_cents", "delivery_distance_dam");