-- The data steps the migrator has finished (src/server/db/data-steps.ts): changes to stored rows
-- that SQL cannot make run once, after the SQL migrations. The first re-reads every order's
-- customer phone into E.164 in its restaurant's country (decision 0028).
CREATE TABLE "data_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
