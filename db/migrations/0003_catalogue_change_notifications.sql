-- Web processes cache the catalogue (tools, their forms and categories, analysis categories, and
-- the use counts taken from tool_tasks) and drop that cache when this channel fires. Statement
-- triggers notify on every change, whoever makes it; a task's status updates do not touch the
-- catalogue and do not notify.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tools_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tools FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER forms_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forms FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tool_categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tool_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER analysis_categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON analysis_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tool_tasks_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF tool_id ON tool_tasks FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
