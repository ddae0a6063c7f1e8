CREATE TABLE "report_brands" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"primary_color" text DEFAULT '#0f766e' NOT NULL,
	"accent_color" text DEFAULT '#334155' NOT NULL,
	"logo_storage_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_brands_primary_color_check" CHECK ("report_brands"."primary_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "report_brands_accent_color_check" CHECK ("report_brands"."accent_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "report_brands_company_name_check" CHECK (char_length("report_brands"."company_name") <= 60)
);
--> statement-breakpoint
CREATE TABLE "report_pdfs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_pdfs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" text NOT NULL,
	"requested_by" integer NOT NULL,
	"language" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"page_count" integer,
	"error" text,
	"build_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_pdfs_status_check" CHECK ("report_pdfs"."status" in (0, 1, 2, 3)),
	CONSTRAINT "report_pdfs_language_check" CHECK ("report_pdfs"."language" in ('zh', 'en'))
);
--> statement-breakpoint
ALTER TABLE "report_templates" ADD COLUMN "notice_content_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_analysis_groups" ADD COLUMN "group_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_analysis_items" ADD COLUMN "analysis_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_analysis_groups" ADD COLUMN "group_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_analysis_items" ADD COLUMN "analysis_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_brands" ADD CONSTRAINT "report_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_pdfs_analysis_idx" ON "report_pdfs" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "report_pdfs_requested_by_idx" ON "report_pdfs" USING btree ("requested_by","created_at");--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_notice_content_fk" FOREIGN KEY ("notice_content_id") REFERENCES "public"."language_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" DROP COLUMN "notice";--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP COLUMN "notice_content";--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP COLUMN "experiment_process_content";--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP COLUMN "analysis_process_content";--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP COLUMN "project_introduction_content";--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP COLUMN "appendix";--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP COLUMN "reference";