CREATE TABLE "billing_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "subscription_price_type" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "avoid_ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_stripe_customer_idx" ON "profile" USING btree ("stripe_customer_id");