ALTER TABLE "workflows" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The analysis catalogue is cached like the tools' (migration 0003): a change to a workflow, or a
-- batch created from one (its "hottest" count), drops every web process's cached answers.
CREATE TRIGGER workflows_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workflows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER analysis_batches_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF workflow_id ON analysis_batches FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
