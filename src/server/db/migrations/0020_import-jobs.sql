CREATE TABLE "import_item" (
	"job_id" text NOT NULL,
	"position" integer NOT NULL,
	"source_key" text NOT NULL,
	"label" text NOT NULL,
	"recipe" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "import_item_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "import_job" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review" jsonb,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_import_source" (
	"user_id" text NOT NULL,
	"source_key" text NOT NULL,
	"recipe_id" text NOT NULL,
	CONSTRAINT "recipe_import_source_user_id_source_key_pk" PRIMARY KEY("user_id","source_key")
);
--> statement-breakpoint
ALTER TABLE "import_item" ADD CONSTRAINT "import_item_job_id_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_import_source" ADD CONSTRAINT "recipe_import_source_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_import_source" ADD CONSTRAINT "recipe_import_source_recipe_id_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_user_created_idx" ON "import_job" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "import_job_status_idx" ON "import_job" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recipe_import_source_recipe_idx" ON "recipe_import_source" USING btree ("recipe_id");