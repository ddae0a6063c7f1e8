-- 0000_initial_schema was edited after its first release to add these columns. This migration restores
-- 0000 as first released and adds them here; IF NOT EXISTS keeps it harmless on databases created from
-- the edited 0000, which already have them.
ALTER TABLE "tool_tasks" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN IF NOT EXISTS "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN IF NOT EXISTS "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN IF NOT EXISTS "manual_en" text DEFAULT '' NOT NULL;
