CREATE TABLE "conversation" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"admin_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"is_read_admin" boolean DEFAULT false NOT NULL,
	"is_read_user" boolean DEFAULT true NOT NULL,
	"is_deleted_by_user" boolean DEFAULT false NOT NULL,
	"last_message_snippet" text DEFAULT '' NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_status_valid" CHECK ("conversation"."status" in ('open', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"sender_role" text NOT NULL,
	"text" text NOT NULL,
	"timestamp" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sender_role_valid" CHECK ("message"."sender_role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_user_updated_idx" ON "conversation" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "conversation_updated_idx" ON "conversation" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "conversation_unread_user_idx" ON "conversation" USING btree ("user_id") WHERE "conversation"."is_read_user" = false and "conversation"."is_deleted_by_user" = false;--> statement-breakpoint
CREATE INDEX "message_conversation_time_idx" ON "message" USING btree ("conversation_id","timestamp","id");