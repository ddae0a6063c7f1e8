CREATE TABLE "seeded_content" (
	"kind" text NOT NULL,
	"seed_key" text NOT NULL,
	"row_id" integer,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_content_kind_seed_key_pk" PRIMARY KEY("kind","seed_key")
);
