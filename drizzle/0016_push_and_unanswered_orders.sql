-- Never miss an order: the server's shared VAPID key (server_settings), partners' and admins' push
-- subscriptions (one row per endpoint), customers' per-order ones (deleted an hour after the order
-- ends), offers a driver declined, restaurants' count of orders in a row nobody answered, and an
-- index over the orders still waiting for the kitchen's answer.
CREATE TABLE "declined_offers" (
	"driver_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declined_offers_driver_id_order_id_pk" PRIMARY KEY("driver_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_push_subscriptions" (
	"order_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_push_subscriptions_order_id_endpoint_pk" PRIMARY KEY("order_id","endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"session_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_subject_type" CHECK ("push_subscriptions"."subject_type" in ('restaurant', 'driver', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "unanswered_in_a_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declined_offers" ADD CONSTRAINT "declined_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_offers" ADD CONSTRAINT "declined_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_push_subscriptions" ADD CONSTRAINT "order_push_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_push_subscriptions_expires_idx" ON "order_push_subscriptions" USING btree ("expires_at") WHERE "order_push_subscriptions"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_subject_idx" ON "push_subscriptions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_token_hash");--> statement-breakpoint
CREATE INDEX "orders_awaiting_answer_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'confirmed';