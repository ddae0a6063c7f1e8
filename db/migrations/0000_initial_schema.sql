CREATE TABLE "check_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"ledger_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"institution" text,
	"account_type" smallint DEFAULT 0 NOT NULL,
	"crm_user_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"storage_limit_mb" integer DEFAULT 1024 NOT NULL,
	"login_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" >= 0)
);
--> statement-breakpoint
CREATE TABLE "language_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "language_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_key" text NOT NULL,
	"kind" integer DEFAULT 0 NOT NULL,
	"host_id" text,
	"zh" text DEFAULT '' NOT NULL,
	"en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_top_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_top_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_video_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_unlocks" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"points_paid" integer NOT NULL,
	"ledger_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_unlocks_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "course_unlocks_points_paid_check" CHECK ("course_unlocks"."points_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"url_type" smallint DEFAULT 0 NOT NULL,
	"cover" text,
	"duration_seconds" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_videos_url_type_check" CHECK ("course_videos"."url_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"url_type" smallint DEFAULT 0 NOT NULL,
	"category_id" integer NOT NULL,
	"product_type_id" integer,
	"course_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" in (0, 1)),
	CONSTRAINT "courses_url_type_check" CHECK ("courses"."url_type" in (0, 1)),
	CONSTRAINT "courses_amount_check" CHECK ("courses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"form_type" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_type_check" CHECK ("forms"."form_type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "saved_tool_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_tool_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"tool_id" integer NOT NULL,
	"record_name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_tool_parameters_record_name_check" CHECK (char_length("saved_tool_parameters"."record_name") <= 20 and btrim("saved_tool_parameters"."record_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "tool_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "tool_categories_not_own_parent_check" CHECK ("tool_categories"."parent_id" <> "tool_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "tool_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_number" text NOT NULL,
	"tool_task_id" integer NOT NULL,
	"job_key" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error_code" text,
	"error_log" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_runs_status_check" CHECK ("tool_runs"."status" in (0, 1, 100, 200, 400, 700, 790, 800, 900))
);
--> statement-breakpoint
CREATE TABLE "tool_task_shares" (
	"tool_task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shared_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_task_shares_tool_task_id_user_id_pk" PRIMARY KEY("tool_task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tool_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_number" text NOT NULL,
	"tool_id" integer NOT NULL,
	"user_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"analysis_id" text,
	"analysis_task_id" integer,
	"run_name" text,
	"legend_id" text,
	"only_show" boolean DEFAULT false NOT NULL,
	"script" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data_files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error_code" text,
	"error_log" text,
	"workflow_report" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_tasks_status_check" CHECK ("tool_tasks"."status" in (0, 1, 100, 200, 400, 700, 790, 800, 900)),
	CONSTRAINT "tool_tasks_analysis_run_check" CHECK ("tool_tasks"."analysis_task_id" is null or "tool_tasks"."analysis_id" is not null),
	CONSTRAINT "tool_tasks_times_check" CHECK ("tool_tasks"."ended_at" is null or "tool_tasks"."started_at" is null or "tool_tasks"."ended_at" >= "tool_tasks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"form_id" integer,
	"description" text NOT NULL,
	"demo" jsonb,
	"manual" text DEFAULT '' NOT NULL,
	"cover" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tool_type" smallint DEFAULT 0 NOT NULL,
	"url" text,
	"data_file_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"execution_type" text,
	"executor" text,
	"script" text DEFAULT '' NOT NULL,
	"script_class_name" text,
	"table_delimiter" smallint DEFAULT 1 NOT NULL,
	"convert_encoding" boolean DEFAULT false NOT NULL,
	"editable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_publish_status_check" CHECK ("tools"."publish_status" in (0, 1, 2, 3)),
	CONSTRAINT "tools_type_check" CHECK ("tools"."tool_type" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "tools_table_delimiter_check" CHECK ("tools"."table_delimiter" in (1, 2, 3, 4)),
	CONSTRAINT "tools_use_count_check" CHECK ("tools"."use_count" >= 0),
	CONSTRAINT "tools_hyperlink_url_check" CHECK ("tools"."tool_type" <> 3 or "tools"."url" is not null)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"is_folder" boolean DEFAULT false NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"content_type" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"analysis_id" text,
	"tool_task_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in (0, 1, 2, 3)),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" >= 0),
	CONSTRAINT "stored_files_name_check" CHECK ("stored_files"."name" <> '' and strpos("stored_files"."name", '/') = 0),
	CONSTRAINT "stored_files_folder_check" CHECK ("stored_files"."folder" !~ '^/|/$'),
	CONSTRAINT "stored_files_bytes_check" CHECK ("stored_files"."is_folder" or "stored_files"."storage_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"collect_type" smallint NOT NULL,
	"collection_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_collect_type_collection_id_pk" PRIMARY KEY("user_id","collect_type","collection_id"),
	CONSTRAINT "favourites_collect_type_check" CHECK ("favourites"."collect_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_host" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"submitter_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"process_remarks" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in (1, 2, 3)),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in (0, 20, 30, 40, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "feedback_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feedback_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_history_from_status_check" CHECK ("feedback_history"."from_status" is null or "feedback_history"."from_status" in (0, 20, 30, 40, 50, 100)),
	CONSTRAINT "feedback_history_to_status_check" CHECK ("feedback_history"."to_status" in (0, 20, 30, 40, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "message_receipts" (
	"message_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_receipts_message_id_receiver_id_pk" PRIMARY KEY("message_id","receiver_id"),
	CONSTRAINT "message_receipts_read_check" CHECK ("message_receipts"."is_read" or "message_receipts"."read_at" is null)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender_id" integer,
	"importance" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"send_date" timestamp with time zone,
	"tracking_id" text,
	"internal_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in (0, 10, 20, 99)),
	CONSTRAINT "messages_importance_check" CHECK ("messages"."importance" in (0, 10, 20, 99))
);
--> statement-breakpoint
CREATE TABLE "analysis_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workflow_id" integer NOT NULL,
	"icon" text DEFAULT 'fxzn_icon01' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_guides_icon_check" CHECK ("project_guides"."icon" in ('fxzn_icon01', 'fxzn_icon02', 'fxzn_icon03', 'fxzn_icon04')),
	CONSTRAINT "project_guides_sort_check" CHECK ("project_guides"."sort" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"workflow_id" integer PRIMARY KEY NOT NULL,
	"experiment_process_content_id" integer,
	"analysis_process_content_id" integer,
	"project_introduction_content_id" integer,
	"default_table_rows" integer DEFAULT 10 NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"group_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_templates_default_table_rows_check" CHECK ("report_templates"."default_table_rows" between -1 and 999)
);
--> statement-breakpoint
CREATE TABLE "workflow_analysis_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_analysis_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workflow_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"group_type" smallint NOT NULL,
	"group_content_zh" text DEFAULT '' NOT NULL,
	"group_content_en" text DEFAULT '' NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 999 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"hide_group_name" boolean DEFAULT false NOT NULL,
	"quick_tool_id" integer,
	"additional_modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_quick_analysis" boolean DEFAULT false NOT NULL,
	"quick_params_form_id" integer,
	"report_group_introduction" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_analysis_groups_group_type_check" CHECK ("workflow_analysis_groups"."group_type" in (1, 2, 3, 4, 5, 6, 7, 8, 999)),
	CONSTRAINT "workflow_analysis_groups_sort_check" CHECK ("workflow_analysis_groups"."sort" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "workflow_analysis_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_analysis_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"analysis_name" text NOT NULL,
	"tool_id" integer,
	"sort" integer DEFAULT 999 NOT NULL,
	"disable_demo" boolean DEFAULT false NOT NULL,
	"legend_id" text,
	"only_show" boolean DEFAULT false NOT NULL,
	"in_quick_analysis" boolean DEFAULT false NOT NULL,
	"is_quick_required" boolean DEFAULT false NOT NULL,
	"dependency_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"affect_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"hide_compare_solution" boolean DEFAULT false NOT NULL,
	"condition1" smallint DEFAULT 0 NOT NULL,
	"condition2" smallint DEFAULT 0 NOT NULL,
	"condition3" smallint DEFAULT 0 NOT NULL,
	"sample_total_number" integer DEFAULT 0 NOT NULL,
	"sample_in_group_number" integer DEFAULT 0 NOT NULL,
	"sample_compare_group_number" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"disable_edit" boolean DEFAULT false NOT NULL,
	"report_introduction" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_analysis_items_sort_check" CHECK ("workflow_analysis_items"."sort" between 1 and 999),
	CONSTRAINT "workflow_analysis_items_condition1_check" CHECK ("workflow_analysis_items"."condition1" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "workflow_analysis_items_condition2_check" CHECK ("workflow_analysis_items"."condition2" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "workflow_analysis_items_condition3_check" CHECK ("workflow_analysis_items"."condition3" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "workflow_analysis_items_sample_numbers_check" CHECK ("workflow_analysis_items"."sample_total_number" between 0 and 999 and "workflow_analysis_items"."sample_in_group_number" between 0 and 999 and "workflow_analysis_items"."sample_compare_group_number" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"is_new" boolean DEFAULT true NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"integral_amount" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_to_release" boolean DEFAULT false NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"disable_demo" boolean DEFAULT false NOT NULL,
	"example_id" text,
	"quick_tool_id" integer,
	"introduction_content_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflows_integral_amount_check" CHECK ("workflows"."integral_amount" between 0 and 10000),
	CONSTRAINT "workflows_sort_check" CHECK ("workflows"."sort" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "analysis_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"workflow_version" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"analysis_name" text DEFAULT '' NOT NULL,
	"is_demo" boolean GENERATED ALWAYS AS (upper(id) like '%DEMO') STORED NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"base_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sample_info" jsonb,
	"additional_modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"otu_table_path" text,
	"notice_content" text DEFAULT '' NOT NULL,
	"experiment_process_content" text DEFAULT '' NOT NULL,
	"analysis_process_content" text DEFAULT '' NOT NULL,
	"project_introduction_content" text DEFAULT '' NOT NULL,
	"appendix" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"project_end_time" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"data_cleared_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_batches_id_check" CHECK ("analysis_batches"."id" ~ '^A[0-9A-Za-z_-]+$'),
	CONSTRAINT "analysis_batches_status_check" CHECK ("analysis_batches"."status" in (0, 1, 2, 3)),
	CONSTRAINT "analysis_batches_labels_check" CHECK (cardinality("analysis_batches"."labels") <= 5),
	CONSTRAINT "analysis_batches_comments_check" CHECK (char_length("analysis_batches"."comments") <= 500)
);
--> statement-breakpoint
CREATE TABLE "analysis_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysis_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" text NOT NULL,
	"project_item_id" integer NOT NULL,
	"oca_record_id" integer,
	"task_name" text NOT NULL,
	"analysis_datafiles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracking_number" text NOT NULL,
	"customer_id" integer,
	"institution" text,
	"contract_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tracking_number_check" CHECK ("orders"."tracking_number" like '80-%')
);
--> statement-breakpoint
CREATE TABLE "project_analysis_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_analysis_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" text NOT NULL,
	"template_group_id" integer,
	"group_name" text NOT NULL,
	"group_type" smallint NOT NULL,
	"group_content_zh" text DEFAULT '' NOT NULL,
	"group_content_en" text DEFAULT '' NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 999 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"hide_group_name" boolean DEFAULT false NOT NULL,
	"quick_tool_id" integer,
	"additional_modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_quick_analysis" boolean DEFAULT false NOT NULL,
	"quick_params_form_id" integer,
	"report_group_introduction" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_analysis_groups_group_type_check" CHECK ("project_analysis_groups"."group_type" in (1, 2, 3, 4, 5, 6, 7, 8, 999)),
	CONSTRAINT "project_analysis_groups_sort_check" CHECK ("project_analysis_groups"."sort" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "project_analysis_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_analysis_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"template_item_id" integer,
	"analysis_name" text NOT NULL,
	"tool_id" integer,
	"sort" integer DEFAULT 999 NOT NULL,
	"disable_demo" boolean DEFAULT false NOT NULL,
	"legend_id" text,
	"only_show" boolean DEFAULT false NOT NULL,
	"in_quick_analysis" boolean DEFAULT false NOT NULL,
	"is_quick_required" boolean DEFAULT false NOT NULL,
	"dependency_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"affect_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"hide_compare_solution" boolean DEFAULT false NOT NULL,
	"condition1" smallint DEFAULT 0 NOT NULL,
	"condition2" smallint DEFAULT 0 NOT NULL,
	"condition3" smallint DEFAULT 0 NOT NULL,
	"sample_total_number" integer DEFAULT 0 NOT NULL,
	"sample_in_group_number" integer DEFAULT 0 NOT NULL,
	"sample_compare_group_number" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"disable_edit" boolean DEFAULT false NOT NULL,
	"report_introduction" text DEFAULT '' NOT NULL,
	"result" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_analysis_items_sort_check" CHECK ("project_analysis_items"."sort" between 1 and 999),
	CONSTRAINT "project_analysis_items_condition1_check" CHECK ("project_analysis_items"."condition1" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "project_analysis_items_condition2_check" CHECK ("project_analysis_items"."condition2" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "project_analysis_items_condition3_check" CHECK ("project_analysis_items"."condition3" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "project_analysis_items_sample_numbers_check" CHECK ("project_analysis_items"."sample_total_number" between 0 and 999 and "project_analysis_items"."sample_in_group_number" between 0 and 999 and "project_analysis_items"."sample_compare_group_number" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "compare_solutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compare_solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_solution_id" integer NOT NULL,
	"solution_name" text NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_solutions_name_check" CHECK ("compare_solutions"."solution_name" ~ '^[A-Za-z][A-Za-z0-9-]{0,19}$'),
	CONSTRAINT "compare_solutions_reserved_name_check" CHECK ("compare_solutions"."is_default" or lower("compare_solutions"."solution_name") <> 'default'),
	CONSTRAINT "compare_solutions_groups_check" CHECK (jsonb_typeof("compare_solutions"."groups") = 'array')
);
--> statement-breakpoint
CREATE TABLE "oca_record_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oca_record_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oca_record_id" integer NOT NULL,
	"analysis_group_id" integer,
	"analysis_item_id" integer,
	"analysis_item_name" text NOT NULL,
	"run_name" text,
	"tool_task_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oca_record_items_status_check" CHECK ("oca_record_items"."status" in (0, 1, 100, 200, 400, 700, 790, 800, 900))
);
--> statement-breakpoint
CREATE TABLE "oca_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oca_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" text GENERATED ALWAYS AS ('OCA' || id) STORED NOT NULL,
	"analysis_id" text NOT NULL,
	"oca_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"quick_items_total" integer DEFAULT 0 NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oca_records_status_check" CHECK ("oca_records"."status" in (0, 1, 2, 3)),
	CONSTRAINT "oca_records_name_check" CHECK (char_length(btrim("oca_records"."oca_name")) between 1 and 50 and "oca_records"."oca_name" !~ '[\\/:*?"<>|]' and "oca_records"."oca_name" !~ '[ .]$'),
	CONSTRAINT "oca_records_labels_check" CHECK (cardinality("oca_records"."labels") <= 5),
	CONSTRAINT "oca_records_quick_items_total_check" CHECK ("oca_records"."quick_items_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "otu_asv_solutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otu_asv_solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"analysis_id" text,
	"solution_name" text NOT NULL,
	"solution" jsonb NOT NULL,
	"otu_asv_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otu_asv_solutions_type_check" CHECK ("otu_asv_solutions"."otu_asv_type" in (10, 20)),
	CONSTRAINT "otu_asv_solutions_name_check" CHECK ("otu_asv_solutions"."solution_name" = btrim("otu_asv_solutions"."solution_name") and char_length("otu_asv_solutions"."solution_name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "qc_data" (
	"analysis_id" text PRIMARY KEY NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ignore_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"original_rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qc_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qc_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qc_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" text NOT NULL,
	"name" text NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qc_rules_name_check" CHECK (btrim("qc_rules"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "sample_group_solutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_group_solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analysis_id" text NOT NULL,
	"solution_name" text NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_group_solutions_name_check" CHECK ("sample_group_solutions"."solution_name" ~ '^[A-Za-z][A-Za-z0-9-]{0,19}$'),
	CONSTRAINT "sample_group_solutions_reserved_name_check" CHECK ("sample_group_solutions"."is_default" or lower("sample_group_solutions"."solution_name") <> 'default'),
	CONSTRAINT "sample_group_solutions_groups_check" CHECK (jsonb_typeof("sample_group_solutions"."groups") = 'array')
);
--> statement-breakpoint
CREATE TABLE "sample_name_maps" (
	"analysis_id" text NOT NULL,
	"original_name" text NOT NULL,
	"new_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_name_maps_analysis_id_original_name_pk" PRIMARY KEY("analysis_id","original_name"),
	CONSTRAINT "sample_name_maps_new_name_check" CHECK ("sample_name_maps"."new_name" ~ '^[A-Za-z][A-Za-z0-9-]{0,49}$'),
	CONSTRAINT "sample_name_maps_changed_check" CHECK ("sample_name_maps"."new_name" <> "sample_name_maps"."original_name")
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passwords" ADD CONSTRAINT "passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_top_videos" ADD CONSTRAINT "course_top_videos_course_video_id_course_videos_id_fk" FOREIGN KEY ("course_video_id") REFERENCES "public"."course_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_unlocks" ADD CONSTRAINT "course_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_unlocks" ADD CONSTRAINT "course_unlocks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_unlocks" ADD CONSTRAINT "course_unlocks_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_dictionary_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dictionary_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_product_type_id_dictionary_items_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."dictionary_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_type_id_dictionary_items_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."dictionary_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tool_parameters" ADD CONSTRAINT "saved_tool_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tool_parameters" ADD CONSTRAINT "saved_tool_parameters_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_categories" ADD CONSTRAINT "tool_categories_parent_id_tool_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tool_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_runs" ADD CONSTRAINT "tool_runs_tool_task_id_tool_tasks_id_fk" FOREIGN KEY ("tool_task_id") REFERENCES "public"."tool_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_task_shares" ADD CONSTRAINT "tool_task_shares_tool_task_id_tool_tasks_id_fk" FOREIGN KEY ("tool_task_id") REFERENCES "public"."tool_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_task_shares" ADD CONSTRAINT "tool_task_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_task_shares" ADD CONSTRAINT "tool_task_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_analysis_task_id_analysis_tasks_id_fk" FOREIGN KEY ("analysis_task_id") REFERENCES "public"."analysis_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_category_id_tool_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tool_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tool_task_id_tool_tasks_id_fk" FOREIGN KEY ("tool_task_id") REFERENCES "public"."tool_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_history" ADD CONSTRAINT "feedback_history_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_history" ADD CONSTRAINT "feedback_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_guides" ADD CONSTRAINT "project_guides_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_experiment_content_fk" FOREIGN KEY ("experiment_process_content_id") REFERENCES "public"."language_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_analysis_content_fk" FOREIGN KEY ("analysis_process_content_id") REFERENCES "public"."language_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_introduction_content_fk" FOREIGN KEY ("project_introduction_content_id") REFERENCES "public"."language_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_analysis_groups" ADD CONSTRAINT "workflow_analysis_groups_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_analysis_groups" ADD CONSTRAINT "workflow_analysis_groups_quick_tool_id_tools_id_fk" FOREIGN KEY ("quick_tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_analysis_groups" ADD CONSTRAINT "workflow_analysis_groups_quick_params_form_id_forms_id_fk" FOREIGN KEY ("quick_params_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_analysis_items" ADD CONSTRAINT "workflow_analysis_items_group_id_workflow_analysis_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workflow_analysis_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_analysis_items" ADD CONSTRAINT "workflow_analysis_items_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_category_id_analysis_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."analysis_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_example_id_analysis_batches_id_fk" FOREIGN KEY ("example_id") REFERENCES "public"."analysis_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_quick_tool_id_tools_id_fk" FOREIGN KEY ("quick_tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_introduction_content_id_language_resources_id_fk" FOREIGN KEY ("introduction_content_id") REFERENCES "public"."language_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD CONSTRAINT "analysis_tasks_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD CONSTRAINT "analysis_tasks_project_item_id_project_analysis_items_id_fk" FOREIGN KEY ("project_item_id") REFERENCES "public"."project_analysis_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD CONSTRAINT "analysis_tasks_oca_record_id_oca_records_id_fk" FOREIGN KEY ("oca_record_id") REFERENCES "public"."oca_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_groups" ADD CONSTRAINT "project_analysis_groups_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_groups" ADD CONSTRAINT "project_analysis_groups_quick_tool_id_tools_id_fk" FOREIGN KEY ("quick_tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_groups" ADD CONSTRAINT "project_analysis_groups_quick_params_form_id_forms_id_fk" FOREIGN KEY ("quick_params_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_groups" ADD CONSTRAINT "project_analysis_groups_template_fk" FOREIGN KEY ("template_group_id") REFERENCES "public"."workflow_analysis_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_items" ADD CONSTRAINT "project_analysis_items_group_id_project_analysis_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_analysis_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_items" ADD CONSTRAINT "project_analysis_items_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_analysis_items" ADD CONSTRAINT "project_analysis_items_template_fk" FOREIGN KEY ("template_item_id") REFERENCES "public"."workflow_analysis_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_solutions" ADD CONSTRAINT "compare_solutions_group_solution_fk" FOREIGN KEY ("group_solution_id") REFERENCES "public"."sample_group_solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oca_record_items" ADD CONSTRAINT "oca_record_items_oca_record_id_oca_records_id_fk" FOREIGN KEY ("oca_record_id") REFERENCES "public"."oca_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oca_record_items" ADD CONSTRAINT "oca_record_items_analysis_item_id_project_analysis_items_id_fk" FOREIGN KEY ("analysis_item_id") REFERENCES "public"."project_analysis_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oca_record_items" ADD CONSTRAINT "oca_record_items_tool_task_id_tool_tasks_id_fk" FOREIGN KEY ("tool_task_id") REFERENCES "public"."tool_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oca_record_items" ADD CONSTRAINT "oca_record_items_group_fk" FOREIGN KEY ("analysis_group_id") REFERENCES "public"."project_analysis_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oca_records" ADD CONSTRAINT "oca_records_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oca_records" ADD CONSTRAINT "oca_records_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otu_asv_solutions" ADD CONSTRAINT "otu_asv_solutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otu_asv_solutions" ADD CONSTRAINT "otu_asv_solutions_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_data" ADD CONSTRAINT "qc_data_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_rules" ADD CONSTRAINT "qc_rules_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_group_solutions" ADD CONSTRAINT "sample_group_solutions_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_name_maps" ADD CONSTRAINT "sample_name_maps_analysis_id_analysis_batches_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_type_idx" ON "users" USING btree ("account_type");--> statement-breakpoint
CREATE UNIQUE INDEX "language_resources_key_kind_unique" ON "language_resources" USING btree ("resource_key","kind");--> statement-breakpoint
CREATE INDEX "language_resources_host_idx" ON "language_resources" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_items_category_code_unique" ON "dictionary_items" USING btree ("category","code");--> statement-breakpoint
CREATE INDEX "dictionary_items_category_sort_idx" ON "dictionary_items" USING btree ("category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "course_top_videos_video_unique" ON "course_top_videos" USING btree ("course_video_id");--> statement-breakpoint
CREATE INDEX "course_top_videos_sort_idx" ON "course_top_videos" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "course_unlocks_course_idx" ON "course_unlocks" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_videos_course_sort_idx" ON "course_videos" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "courses_status_sort_idx" ON "courses" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_name_unique" ON "forms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "forms_type_idx" ON "forms" USING btree ("form_type");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_tool_parameters_user_tool_name_unique" ON "saved_tool_parameters" USING btree ("user_id","tool_id","record_name");--> statement-breakpoint
CREATE INDEX "tool_categories_parent_sort_idx" ON "tool_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_runs_run_number_unique" ON "tool_runs" USING btree ("run_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_runs_job_key_unique" ON "tool_runs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "tool_runs_task_created_idx" ON "tool_runs" USING btree ("tool_task_id","created_at");--> statement-breakpoint
CREATE INDEX "tool_task_shares_user_idx" ON "tool_task_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_tasks_task_number_unique" ON "tool_tasks" USING btree ("task_number");--> statement-breakpoint
CREATE INDEX "tool_tasks_user_created_idx" ON "tool_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tool_tasks_tool_created_idx" ON "tool_tasks" USING btree ("tool_id","created_at");--> statement-breakpoint
CREATE INDEX "tool_tasks_status_created_idx" ON "tool_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tool_tasks_analysis_status_idx" ON "tool_tasks" USING btree ("analysis_id","status");--> statement-breakpoint
CREATE INDEX "tool_tasks_analysis_task_idx" ON "tool_tasks" USING btree ("analysis_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tools_title_unique" ON "tools" USING btree ("title");--> statement-breakpoint
CREATE INDEX "tools_publish_status_sort_idx" ON "tools" USING btree ("publish_status","sort");--> statement-breakpoint
CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tools_type_idx" ON "tools" USING btree ("tool_type");--> statement-breakpoint
CREATE INDEX "tools_tags_idx" ON "tools" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_owner_folder_name_unique" ON "stored_files" USING btree ("owner_id","folder","name");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_unique" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_owner_kind_folder_idx" ON "stored_files" USING btree ("owner_id","kind","folder");--> statement-breakpoint
CREATE INDEX "stored_files_public_idx" ON "stored_files" USING btree ("folder","name") WHERE "stored_files"."is_public";--> statement-breakpoint
CREATE INDEX "stored_files_analysis_idx" ON "stored_files" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "stored_files_tool_task_idx" ON "stored_files" USING btree ("tool_task_id");--> statement-breakpoint
CREATE INDEX "favourites_target_idx" ON "favourites" USING btree ("collect_type","collection_id");--> statement-breakpoint
CREATE INDEX "feedback_status_submitted_idx" ON "feedback" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "feedback_submitter_idx" ON "feedback" USING btree ("submitter_id");--> statement-breakpoint
CREATE INDEX "feedback_history_feedback_idx" ON "feedback_history" USING btree ("feedback_id","changed_at");--> statement-breakpoint
CREATE INDEX "message_receipts_receiver_idx" ON "message_receipts" USING btree ("receiver_id","is_read","received_at");--> statement-breakpoint
CREATE INDEX "messages_status_send_date_idx" ON "messages" USING btree ("status","send_date");--> statement-breakpoint
CREATE INDEX "messages_tracking_idx" ON "messages" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "project_guides_workflow_sort_idx" ON "project_guides" USING btree ("workflow_id","sort");--> statement-breakpoint
CREATE INDEX "workflow_analysis_groups_workflow_sort_idx" ON "workflow_analysis_groups" USING btree ("workflow_id","sort");--> statement-breakpoint
CREATE INDEX "workflow_analysis_items_group_sort_idx" ON "workflow_analysis_items" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "workflow_analysis_items_tool_idx" ON "workflow_analysis_items" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "workflows_category_sort_idx" ON "workflows" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "workflows_active_publish_idx" ON "workflows" USING btree ("is_active","is_publish");--> statement-breakpoint
CREATE INDEX "analysis_batches_order_idx" ON "analysis_batches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "analysis_batches_customer_created_idx" ON "analysis_batches" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_batches_workflow_idx" ON "analysis_batches" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "analysis_batches_status_idx" ON "analysis_batches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "analysis_batches_expires_idx" ON "analysis_batches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "analysis_tasks_item_created_idx" ON "analysis_tasks" USING btree ("project_item_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_tasks_analysis_idx" ON "analysis_tasks" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "analysis_tasks_oca_record_idx" ON "analysis_tasks" USING btree ("oca_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_number_unique" ON "orders" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "project_analysis_groups_analysis_sort_idx" ON "project_analysis_groups" USING btree ("analysis_id","sort");--> statement-breakpoint
CREATE INDEX "project_analysis_items_group_sort_idx" ON "project_analysis_items" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "project_analysis_items_template_idx" ON "project_analysis_items" USING btree ("template_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compare_solutions_group_solution_name_unique" ON "compare_solutions" USING btree ("group_solution_id","solution_name");--> statement-breakpoint
CREATE UNIQUE INDEX "compare_solutions_one_default_unique" ON "compare_solutions" USING btree ("group_solution_id") WHERE "compare_solutions"."is_default";--> statement-breakpoint
CREATE INDEX "oca_record_items_record_idx" ON "oca_record_items" USING btree ("oca_record_id");--> statement-breakpoint
CREATE INDEX "oca_record_items_tool_task_idx" ON "oca_record_items" USING btree ("tool_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oca_records_batch_id_unique" ON "oca_records" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oca_records_analysis_name_unique" ON "oca_records" USING btree ("analysis_id","oca_name");--> statement-breakpoint
CREATE INDEX "oca_records_analysis_created_idx" ON "oca_records" USING btree ("analysis_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otu_asv_solutions_order_name_unique" ON "otu_asv_solutions" USING btree ("order_id","solution_name");--> statement-breakpoint
CREATE INDEX "otu_asv_solutions_order_type_idx" ON "otu_asv_solutions" USING btree ("order_id","otu_asv_type");--> statement-breakpoint
CREATE INDEX "qc_rules_analysis_idx" ON "qc_rules" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qc_rules_one_default_unique" ON "qc_rules" USING btree ("analysis_id") WHERE "qc_rules"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sample_group_solutions_analysis_name_unique" ON "sample_group_solutions" USING btree ("analysis_id","solution_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_group_solutions_one_default_unique" ON "sample_group_solutions" USING btree ("analysis_id") WHERE "sample_group_solutions"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sample_name_maps_analysis_new_name_unique" ON "sample_name_maps" USING btree ("analysis_id","new_name");