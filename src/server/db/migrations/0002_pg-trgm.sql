CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The admin user list joins every account with its profile row (the sign-up hook writes it); accounts
-- from before that hook get their free row now.
INSERT INTO "profile" ("user_id", "usage_month") SELECT "id", to_char(now() at time zone 'UTC', 'YYYY-MM') FROM "user" ON CONFLICT DO NOTHING;
