-- The use counts are now read beside the cached catalogue, for the tools a page shows, so a new
-- task no longer needs to drop every web process's catalogue cache.
DROP TRIGGER IF EXISTS tool_tasks_catalogue_changed ON tool_tasks;
