CREATE TABLE "user_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "user_count_single_row" CHECK ("user_count"."id")
);
