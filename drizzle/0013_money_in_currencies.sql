-- Money in the restaurant's currency (decision 0030). Amount columns widen from dollar-sized
-- precisions to numeric(12,2) so yen, won and rupiah fit; the generated hundredths become bigint
-- (a rupiah total in hundredths passes 2^31). Every order records its currency, taken from its
-- restaurant's country as the catalogue prices it (a country the catalogue does not know: USD),
-- and the finance index carries it so sums per currency still read the index alone.
DROP INDEX "orders_finance_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "total_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tip_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "driver_pay_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "restaurant_pay_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "company_pay_cents";--> statement-breakpoint
ALTER TABLE "cash_ledger_entries" ALTER COLUMN "amount" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "price" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "delivery_fee" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "min_order" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tip" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "driver_pay" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "restaurant_pay" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_pay" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" bigint GENERATED ALWAYS AS ((total * 100)::bigint) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" bigint GENERATED ALWAYS AS ((tip * 100)::bigint) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_pay_cents" bigint GENERATED ALWAYS AS ((driver_pay * 100)::bigint) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_pay_cents" bigint GENERATED ALWAYS AS ((restaurant_pay * 100)::bigint) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_pay_cents" bigint GENERATED ALWAYS AS ((company_pay * 100)::bigint) STORED;--> statement-breakpoint
ALTER TABLE "card_authorisations" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ALTER COLUMN "refunded_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_tax_rate_range" CHECK ("restaurants"."tax_rate" BETWEEN 0 AND 30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "orders" o SET "currency" = CASE lower(trim(r."country"))
    WHEN 'canada' THEN 'CAD' WHEN 'ca' THEN 'CAD'
    WHEN 'united states' THEN 'USD' WHEN 'us' THEN 'USD'
    WHEN 'mexico' THEN 'MXN' WHEN 'mx' THEN 'MXN'
    WHEN 'brazil' THEN 'BRL' WHEN 'br' THEN 'BRL'
    WHEN 'argentina' THEN 'ARS' WHEN 'ar' THEN 'ARS'
    WHEN 'chile' THEN 'CLP' WHEN 'cl' THEN 'CLP'
    WHEN 'colombia' THEN 'COP' WHEN 'co' THEN 'COP'
    WHEN 'peru' THEN 'PEN' WHEN 'pe' THEN 'PEN'
    WHEN 'venezuela' THEN 'VES' WHEN 've' THEN 'VES'
    WHEN 'bolivia' THEN 'BOB' WHEN 'bo' THEN 'BOB'
    WHEN 'paraguay' THEN 'PYG' WHEN 'py' THEN 'PYG'
    WHEN 'uruguay' THEN 'UYU' WHEN 'uy' THEN 'UYU'
    WHEN 'ecuador' THEN 'USD' WHEN 'ec' THEN 'USD'
    WHEN 'united kingdom' THEN 'GBP' WHEN 'gb' THEN 'GBP'
    WHEN 'germany' THEN 'EUR' WHEN 'de' THEN 'EUR'
    WHEN 'france' THEN 'EUR' WHEN 'fr' THEN 'EUR'
    WHEN 'italy' THEN 'EUR' WHEN 'it' THEN 'EUR'
    WHEN 'spain' THEN 'EUR' WHEN 'es' THEN 'EUR'
    WHEN 'netherlands' THEN 'EUR' WHEN 'nl' THEN 'EUR'
    WHEN 'belgium' THEN 'EUR' WHEN 'be' THEN 'EUR'
    WHEN 'austria' THEN 'EUR' WHEN 'at' THEN 'EUR'
    WHEN 'portugal' THEN 'EUR' WHEN 'pt' THEN 'EUR'
    WHEN 'ireland' THEN 'EUR' WHEN 'ie' THEN 'EUR'
    WHEN 'finland' THEN 'EUR' WHEN 'fi' THEN 'EUR'
    WHEN 'greece' THEN 'EUR' WHEN 'gr' THEN 'EUR'
    WHEN 'luxembourg' THEN 'EUR' WHEN 'lu' THEN 'EUR'
    WHEN 'switzerland' THEN 'CHF' WHEN 'ch' THEN 'CHF'
    WHEN 'sweden' THEN 'SEK' WHEN 'se' THEN 'SEK'
    WHEN 'norway' THEN 'NOK' WHEN 'no' THEN 'NOK'
    WHEN 'denmark' THEN 'DKK' WHEN 'dk' THEN 'DKK'
    WHEN 'poland' THEN 'PLN' WHEN 'pl' THEN 'PLN'
    WHEN 'china' THEN 'CNY' WHEN 'cn' THEN 'CNY'
    WHEN 'japan' THEN 'JPY' WHEN 'jp' THEN 'JPY'
    WHEN 'south korea' THEN 'KRW' WHEN 'kr' THEN 'KRW'
    WHEN 'india' THEN 'INR' WHEN 'in' THEN 'INR'
    WHEN 'singapore' THEN 'SGD' WHEN 'sg' THEN 'SGD'
    WHEN 'hong kong' THEN 'HKD' WHEN 'hk' THEN 'HKD'
    WHEN 'taiwan' THEN 'TWD' WHEN 'tw' THEN 'TWD'
    WHEN 'malaysia' THEN 'MYR' WHEN 'my' THEN 'MYR'
    WHEN 'thailand' THEN 'THB' WHEN 'th' THEN 'THB'
    WHEN 'indonesia' THEN 'IDR' WHEN 'id' THEN 'IDR'
    WHEN 'philippines' THEN 'PHP' WHEN 'ph' THEN 'PHP'
    WHEN 'vietnam' THEN 'VND' WHEN 'vn' THEN 'VND'
    WHEN 'united arab emirates' THEN 'AED' WHEN 'ae' THEN 'AED'
    WHEN 'saudi arabia' THEN 'SAR' WHEN 'sa' THEN 'SAR'
    WHEN 'israel' THEN 'ILS' WHEN 'il' THEN 'ILS'
    WHEN 'turkey' THEN 'TRY' WHEN 'tr' THEN 'TRY'
    WHEN 'south africa' THEN 'ZAR' WHEN 'za' THEN 'ZAR'
    WHEN 'nigeria' THEN 'NGN' WHEN 'ng' THEN 'NGN'
    WHEN 'egypt' THEN 'EGP' WHEN 'eg' THEN 'EGP'
    WHEN 'morocco' THEN 'MAD' WHEN 'ma' THEN 'MAD'
    WHEN 'kenya' THEN 'KES' WHEN 'ke' THEN 'KES'
    WHEN 'ghana' THEN 'GHS' WHEN 'gh' THEN 'GHS'
    WHEN 'ethiopia' THEN 'ETB' WHEN 'et' THEN 'ETB'
    WHEN 'tanzania' THEN 'TZS' WHEN 'tz' THEN 'TZS'
    WHEN 'australia' THEN 'AUD' WHEN 'au' THEN 'AUD'
    WHEN 'new zealand' THEN 'NZD' WHEN 'nz' THEN 'NZD'
    WHEN 'fiji' THEN 'FJD' WHEN 'fj' THEN 'FJD'
    ELSE 'USD' END
FROM "restaurants" r WHERE r."id" = o."restaurant_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_finance_idx" ON "orders" USING btree ("created_at", "id")
INCLUDE ("status", "currency", "total_cents", "tip_cents", "driver_pay_cents", "restaurant_pay_cents", "company_pay_cents", "delivery_distance_dam");
