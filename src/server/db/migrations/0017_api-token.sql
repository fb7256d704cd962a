CREATE TABLE "api_token" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_token_user_id_idx" ON "api_token" USING btree ("user_id");--> statement-breakpoint
-- A revoked token (a deleted row) or one whose owner or scope changed is dropped from every server's
-- session cache at commit. last_used_at alone announces nothing: it is written while the token is used.
CREATE TRIGGER "api_token_change_notify" AFTER DELETE OR UPDATE OF "user_id", "scope", "token_hash" ON "api_token" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_session_change();
