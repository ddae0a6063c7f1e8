import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { createAnalysisBatch } from '#db/analysis-batches'
import { insertTestTemplate, TEST_DATASET } from '#db/analysis-batches.fixtures'
import { otuAsvSolutions } from '#db/schema/project-tooling'
import { analysisBatches } from '#db/schema/projects'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import { DEFAULT_FILTER_PARAMETERS } from '#analysis/filter'
import { OTU_ASV_TYPE } from '#core/project-tooling'
import { deleteFilterSolution, listFilterSolutions, saveFilterSolution } from './otu-filter-solutions.server'

let first: { analysisId: string; orderId: number }
let other: { analysisId: string; orderId: number }

async function newBatch(workflowId: number) {
  const { analysisId } = await createAnalysisBatch({
    workflowId,
    customerId: await userIdByEmail('customer@example.com'),
    projectName: 'Solutions',
    additionalModules: ['otu'],
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    files: TEST_DATASET.files,
  })
  const [row] = await getDb()
    .select({ orderId: analysisBatches.orderId })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  return { analysisId, orderId: row.orderId }
}

beforeAll(async () => {
  const { workflowId } = await insertTestTemplate([])
  first = await newBatch(workflowId)
  other = await newBatch(workflowId)
})

const params = { ...DEFAULT_FILTER_PARAMETERS, checked2: true, checked2_at_least: 4 }

describe('filter parameter solutions', () => {
  it('keeps names unique within the order, not across orders, and lists them with their parameters', async () => {
    expect(first.orderId).not.toBe(other.orderId)
    const id = await saveFilterSolution({ ...first, name: 'strict', params, otuAsvType: OTU_ASV_TYPE.otu })
    expect(id).toEqual(expect.any(Number))
    expect(await saveFilterSolution({ ...first, name: 'strict', params, otuAsvType: OTU_ASV_TYPE.otu })).toBeNull()
    expect(await saveFilterSolution({ ...other, name: 'strict', params, otuAsvType: OTU_ASV_TYPE.otu })).not.toBeNull()

    expect(await listFilterSolutions(first.orderId, OTU_ASV_TYPE.otu)).toEqual([{ id, name: 'strict', params }])
    // An ASV list of the same order does not show OTU solutions.
    expect(await listFilterSolutions(first.orderId, OTU_ASV_TYPE.asv)).toEqual([])
    const [row] = await getDb().select().from(otuAsvSolutions).where(eq(otuAsvSolutions.id, id!))
    expect(row).toMatchObject({ analysisId: first.analysisId, otuAsvType: 10, solution: params })
  })

  it("deletes only the order's own solution", async () => {
    const id = await saveFilterSolution({ ...first, name: 'to delete', params, otuAsvType: OTU_ASV_TYPE.otu })
    expect(await deleteFilterSolution(other.orderId, id!)).toBe(false)
    expect(await deleteFilterSolution(first.orderId, id!)).toBe(true)
    expect((await listFilterSolutions(first.orderId, OTU_ASV_TYPE.otu)).map((s) => s.name)).toEqual(['strict'])
  })
})
