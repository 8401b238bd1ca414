CREATE TABLE "setup_codes" (
	"slot" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_codes_one_row" CHECK ("setup_codes"."slot" = 1)
);
