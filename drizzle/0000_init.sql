CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password" text NOT NULL,
	"license_number" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"current_latitude" numeric(10, 8),
	"current_longitude" numeric(11, 8),
	"country" text DEFAULT 'United States' NOT NULL,
	"city" text DEFAULT 'New York' NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"total_deliveries" integer DEFAULT 0 NOT NULL,
	"current_location" text,
	"license_expiry_date" text,
	"license_state" text,
	"license_image" text,
	"bank_country" text,
	"bank_currency" text,
	"bank_name" text,
	"account_holder_name" text,
	"routing_number" text,
	"account_number" text,
	"account_type" text,
	"swift_code" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"previous_experience" text,
	"availability" text,
	"contact_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_phone_normalized" text NOT NULL,
	"customer_address" text NOT NULL,
	"customer_latitude" text,
	"customer_longitude" text,
	"items" text NOT NULL,
	"subtotal" numeric(6, 2) NOT NULL,
	"delivery_fee" numeric(4, 2) NOT NULL,
	"tip" numeric(6, 2) DEFAULT '0' NOT NULL,
	"total" numeric(6, 2) NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"driver_id" integer,
	"payment_method" text DEFAULT 'card' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"estimated_delivery" text,
	"driver_pay" numeric(6, 2),
	"restaurant_pay" numeric(6, 2),
	"company_pay" numeric(6, 2),
	"delivery_distance" numeric(5, 2),
	"payment_breakdown" text,
	"actual_delivery_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cuisine" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0.0' NOT NULL,
	"delivery_time" text DEFAULT '30-40 min' NOT NULL,
	"delivery_fee" numeric(4, 2) DEFAULT '2.99' NOT NULL,
	"image_url" text,
	"description" text,
	"address" text,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"country" text DEFAULT 'Canada' NOT NULL,
	"city" text DEFAULT 'Toronto' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"min_order" numeric(6, 2) DEFAULT '0' NOT NULL,
	"offer" text,
	"email" text,
	"password" text,
	"phone" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"business_license" text,
	"tax_id" text,
	"business_type" text,
	"monday_hours" text DEFAULT 'Closed' NOT NULL,
	"tuesday_hours" text DEFAULT 'Closed' NOT NULL,
	"wednesday_hours" text DEFAULT 'Closed' NOT NULL,
	"thursday_hours" text DEFAULT 'Closed' NOT NULL,
	"friday_hours" text DEFAULT 'Closed' NOT NULL,
	"saturday_hours" text DEFAULT 'Closed' NOT NULL,
	"sunday_hours" text DEFAULT 'Closed' NOT NULL,
	"bank_country" text,
	"bank_currency" text,
	"bank_name" text,
	"bank_account_holder" text,
	"bank_account_number" text,
	"bank_routing_number" text,
	"bank_account_type" text,
	"owner_name" text,
	"owner_email" text,
	"owner_phone" text,
	"signature_dish" text,
	"specialty_description" text,
	"delivery_experience" text,
	"preferred_cuisines" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_key" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_email_lower_key" ON "drivers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_idx" ON "menu_items" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone_normalized","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_idx" ON "orders" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "orders_driver_idx" ON "orders" USING btree ("driver_id","status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_key" ON "orders" USING btree ("payment_intent_id") WHERE "orders"."payment_intent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_email_lower_key" ON "restaurants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "restaurants_public_idx" ON "restaurants" USING btree ("is_approved","country");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("subject_type","subject_id");