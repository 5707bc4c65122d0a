-- Rate cards (decision 0030): each country's payout rules, in its currency. The spec's rules are the
-- United States and Canada cards. Every other country where a partner is already approved keeps
-- the rules it was paid by until now (the spec's figures, in its own currency) so nothing changes
-- on upgrade; an administrator then sets its real figures. New countries need a card first.
CREATE TABLE "rate_cards" (
	"country_code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"driver_base" numeric(12, 2) NOT NULL,
	"driver_per_km" numeric(12, 2) NOT NULL,
	"free_km" numeric(4, 2) NOT NULL,
	"tip_fee_threshold" numeric(12, 2) NOT NULL,
	"tip_fee" numeric(12, 2) NOT NULL,
	"restaurant_delivery_share" numeric(6, 3) NOT NULL,
	"tip_presets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
WITH catalogue(name, code, currency) AS (VALUES
  ('canada', 'CA', 'CAD'),
  ('united states', 'US', 'USD'),
  ('mexico', 'MX', 'MXN'),
  ('brazil', 'BR', 'BRL'),
  ('argentina', 'AR', 'ARS'),
  ('chile', 'CL', 'CLP'),
  ('colombia', 'CO', 'COP'),
  ('peru', 'PE', 'PEN'),
  ('venezuela', 'VE', 'VES'),
  ('bolivia', 'BO', 'BOB'),
  ('paraguay', 'PY', 'PYG'),
  ('uruguay', 'UY', 'UYU'),
  ('ecuador', 'EC', 'USD'),
  ('united kingdom', 'GB', 'GBP'),
  ('germany', 'DE', 'EUR'),
  ('france', 'FR', 'EUR'),
  ('italy', 'IT', 'EUR'),
  ('spain', 'ES', 'EUR'),
  ('netherlands', 'NL', 'EUR'),
  ('belgium', 'BE', 'EUR'),
  ('austria', 'AT', 'EUR'),
  ('portugal', 'PT', 'EUR'),
  ('ireland', 'IE', 'EUR'),
  ('finland', 'FI', 'EUR'),
  ('greece', 'GR', 'EUR'),
  ('luxembourg', 'LU', 'EUR'),
  ('switzerland', 'CH', 'CHF'),
  ('sweden', 'SE', 'SEK'),
  ('norway', 'NO', 'NOK'),
  ('denmark', 'DK', 'DKK'),
  ('poland', 'PL', 'PLN'),
  ('china', 'CN', 'CNY'),
  ('japan', 'JP', 'JPY'),
  ('south korea', 'KR', 'KRW'),
  ('india', 'IN', 'INR'),
  ('singapore', 'SG', 'SGD'),
  ('hong kong', 'HK', 'HKD'),
  ('taiwan', 'TW', 'TWD'),
  ('malaysia', 'MY', 'MYR'),
  ('thailand', 'TH', 'THB'),
  ('indonesia', 'ID', 'IDR'),
  ('philippines', 'PH', 'PHP'),
  ('vietnam', 'VN', 'VND'),
  ('united arab emirates', 'AE', 'AED'),
  ('saudi arabia', 'SA', 'SAR'),
  ('israel', 'IL', 'ILS'),
  ('turkey', 'TR', 'TRY'),
  ('south africa', 'ZA', 'ZAR'),
  ('nigeria', 'NG', 'NGN'),
  ('egypt', 'EG', 'EGP'),
  ('morocco', 'MA', 'MAD'),
  ('kenya', 'KE', 'KES'),
  ('ghana', 'GH', 'GHS'),
  ('ethiopia', 'ET', 'ETB'),
  ('tanzania', 'TZ', 'TZS'),
  ('australia', 'AU', 'AUD'),
  ('new zealand', 'NZ', 'NZD'),
  ('fiji', 'FJ', 'FJD')
), served AS (
  SELECT lower(trim(country)) AS country FROM restaurants WHERE is_approved
  UNION SELECT lower(trim(country)) FROM drivers WHERE is_approved AND country IS NOT NULL
  UNION SELECT 'united states' UNION SELECT 'canada'
)
INSERT INTO "rate_cards" ("country_code", "currency", "driver_base", "driver_per_km", "free_km",
  "tip_fee_threshold", "tip_fee", "restaurant_delivery_share", "tip_presets")
SELECT DISTINCT c.code, c.currency, 5.00, 1.00, 5, 20.00, 5.00, 20, '["0","3","5","10"]'::jsonb
FROM catalogue c JOIN served s ON s.country = c.name OR s.country = lower(c.code);
