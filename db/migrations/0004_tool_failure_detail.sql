ALTER TABLE "tool_runs" ADD COLUMN "error_detail" jsonb;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD COLUMN "error_detail" jsonb;