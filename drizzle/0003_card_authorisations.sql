CREATE TABLE "card_authorisations" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_authorisations_created_idx" ON "card_authorisations" USING btree ("created_at");