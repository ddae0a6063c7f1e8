import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { createAnalysisBatch } from '#db/analysis-batches'
import { insertTestTemplate, TEST_DATASET } from '#db/analysis-batches.fixtures'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import type { SessionUser } from '~/utils/auth.server'
import { handleOtuFilterAction } from './otu-filter-actions.server'
import { loadFilterBatch } from './otu-filter-solutions.server'

let analysisId: string
let customer: SessionUser

beforeAll(async () => {
  const customerId = await userIdByEmail('customer@example.com')
  customer = { id: customerId, permissions: [] } as unknown as SessionUser
  const { workflowId } = await insertTestTemplate([])
  ;({ analysisId } = await createAnalysisBatch({
    workflowId,
    customerId,
    projectName: 'Save the table',
    additionalModules: ['otu'],
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    files: TEST_DATASET.files,
  }))
})

function saveTable(user: Pick<SessionUser, 'id' | 'permissions'>) {
  const form = new FormData()
  form.set('intent', 'filter.saveTable')
  return handleOtuFilterAction({
    request: new Request(`http://localhost/analysis-project/${analysisId}?group=8`, { method: 'POST' }),
    analysisId,
    user: user as SessionUser,
    form,
    intent: 'filter.saveTable',
    backTo: `/analysis-project/${analysisId}?group=8`,
  })
}

describe('saving the filter tab’s table into personal files', () => {
  it('copies the project’s table into the viewer’s personal files and returns to the tab', async () => {
    const response = await saveTable(customer)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/analysis-project/${analysisId}?group=8&tab=filter`)
    const batch = await loadFilterBatch(analysisId)
    const tableName = batch!.otuTablePath!.split('/').pop()!
    const [row] = await getDb()
      .select({ kind: storedFiles.kind, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, customer.id), eq(storedFiles.folder, ''), eq(storedFiles.name, tableName)))
    expect(row.kind).toBe(FILE_KIND.personal)
    expect(await fileStorage().get(row.storageKey!)).toEqual(await fileStorage().get(batch!.otuTablePath!))
  })

  it('answers 404 to someone who may not view the project', async () => {
    const stranger = { id: await userIdByEmail('staff@biocloud.example.com'), permissions: [] }
    await expect(saveTable(stranger)).rejects.toMatchObject({ status: 404 })
  })
})
