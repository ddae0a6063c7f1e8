CREATE TABLE "last_tool_parameters" (
	"user_id" integer NOT NULL,
	"tool_id" integer NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_tool_parameters_user_id_tool_id_pk" PRIMARY KEY("user_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "tool_task_share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"tool_task_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "last_tool_parameters" ADD CONSTRAINT "last_tool_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_tool_parameters" ADD CONSTRAINT "last_tool_parameters_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_task_share_links" ADD CONSTRAINT "tool_task_share_links_tool_task_id_tool_tasks_id_fk" FOREIGN KEY ("tool_task_id") REFERENCES "public"."tool_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_task_share_links" ADD CONSTRAINT "tool_task_share_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_task_share_links_task_idx" ON "tool_task_share_links" USING btree ("tool_task_id");