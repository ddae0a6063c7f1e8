CREATE TABLE "process_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"worker_pool_ids" text[] DEFAULT '{}' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "server_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"process_id" text NOT NULL,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"error_message" text,
	"request_path" text
);
--> statement-breakpoint
ALTER TABLE "passwords" ADD COLUMN "must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "process_heartbeats_last_beat_idx" ON "process_heartbeats" USING btree ("last_beat_at");--> statement-breakpoint
CREATE INDEX "server_errors_logged_at_idx" ON "server_errors" USING btree ("logged_at");