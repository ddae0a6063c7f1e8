import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles, toolTasks, users } from '#db/schema'
import { insertTestTool } from '../../../jobs/run-tool.fixtures'
import { createToolTask } from '../tools/tool-tasks.server'
import { deleteOwnToolFile } from './tool-files.server'

it("deletes a tool file only once its task has finished, and only the owner's", async () => {
  const [{ id: owner }] = await getDb()
    .insert(users)
    .values({ email: 'tool-files@example.com' })
    .returning({ id: users.id })
  const [{ id: stranger }] = await getDb()
    .insert(users)
    .values({ email: 'tool-files-stranger@example.com' })
    .returning({ id: users.id })
  const task = await createToolTask({
    userId: owner,
    toolId: await insertTestTool('ToolFilesDelete'),
    params: {},
    files: { table: { fileName: 'table.tsv', bytes: new TextEncoder().encode('id\ta\nx\t1\n') } },
    language: 'en',
  })
  const [input] = await getDb()
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.toolTaskId, task.id))

  // Queued: the run will read it.
  expect(await deleteOwnToolFile(owner, input.id)).toBe(false)
  await getDb().update(toolTasks).set({ status: TOOL_RUN_STATUS.success }).where(eq(toolTasks.id, task.id))
  expect(await deleteOwnToolFile(stranger, input.id)).toBe(false)
  expect(await deleteOwnToolFile(owner, input.id)).toBe(true)
  expect(await getDb().select().from(storedFiles).where(eq(storedFiles.id, input.id))).toEqual([])
  expect(await fileStorage().exists(input.storageKey!)).toBe(false)
})
