CREATE TABLE "course_video_progress" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "course_video_progress_seconds_check" CHECK ("course_video_progress"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workflow_unlocks" (
	"user_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"points_paid" integer NOT NULL,
	"ledger_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_unlocks_user_id_workflow_id_pk" PRIMARY KEY("user_id","workflow_id"),
	CONSTRAINT "workflow_unlocks_points_paid_check" CHECK ("workflow_unlocks"."points_paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "streak" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "course_video_progress" ADD CONSTRAINT "course_video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_video_progress" ADD CONSTRAINT "course_video_progress_video_id_course_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_unlocks" ADD CONSTRAINT "workflow_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_unlocks" ADD CONSTRAINT "workflow_unlocks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_unlocks" ADD CONSTRAINT "workflow_unlocks_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_unlocks_workflow_idx" ON "workflow_unlocks" USING btree ("workflow_id");