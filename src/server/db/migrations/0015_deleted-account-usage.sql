CREATE TABLE "deleted_account_usage" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"usage_month" text NOT NULL,
	"usage_count" integer NOT NULL
);
