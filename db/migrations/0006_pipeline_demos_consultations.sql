CREATE TABLE "consultation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workflow_id" integer,
	"workflow_title" text NOT NULL,
	"name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"submitter_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_requests_contact_check" CHECK ("consultation_requests"."contact_phone" is not null or "consultation_requests"."contact_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "demo_creations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_creations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"analysis_id" text,
	"error_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_creations_status_check" CHECK ("demo_creations"."status" in (0, 1, 2, 3, 4)),
	CONSTRAINT "demo_creations_progress_check" CHECK ("demo_creations"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "workflow_analysis_items" ADD COLUMN "run_settings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD COLUMN "dataset_files" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD COLUMN "group_column" text;--> statement-breakpoint
ALTER TABLE "project_analysis_items" ADD COLUMN "run_settings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_creations" ADD CONSTRAINT "demo_creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_creations" ADD CONSTRAINT "demo_creations_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_creations" ADD CONSTRAINT "demo_creations_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_requests_created_idx" ON "consultation_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_creations_user_created_idx" ON "demo_creations" USING btree ("user_id","created_at");