import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAnalysisBatch, groupsFromSampleInfo, type NewBatchInput } from './analysis-batches'
import { insertTestTemplate, TEST_DATASET, type TestTemplate } from './analysis-batches.fixtures'
import { getDb } from './client'
import { fileStorage, type FileStorage } from './file-storage'
import { storedFiles } from './schema/files'
import { compareSolutions, sampleGroupSolutions } from './schema/project-tooling'
import { analysisBatches, orders, projectAnalysisGroups, projectAnalysisItems } from './schema/projects'
import { insertTestTool, userIdByEmail } from '../jobs/run-tool.fixtures'
import { FILE_KIND } from '../core/files'

let customerId: number
let template: TestTemplate

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  const toolId = await insertTestTool('BatchCreationTool')
  template = await insertTestTemplate(
    [
      {
        name: '物种组成',
        toolId,
        runSettings: [{ name: '门', nameEn: 'Phylum', params: { rank: 'Phylum' } }],
      },
      { name: '停用项', toolId, isActive: false },
    ],
    { report: true },
  )
})

function input(overrides: Partial<NewBatchInput> = {}): NewBatchInput {
  return {
    workflowId: template.workflowId,
    customerId,
    projectName: 'Soil vs feces',
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    files: TEST_DATASET.files,
    ...overrides,
  }
}

async function queuedJobs(key: string) {
  return getDb().execute<{ task_identifier: string; key: string }>(
    sql`select task_identifier, key from graphile_worker.jobs where key = ${key}`,
  )
}

describe('createAnalysisBatch', () => {
  it('stores the dataset under the batch folder and writes the batch, its template copy, solutions and job', async () => {
    const { analysisId, trackingNumber } = await createAnalysisBatch(
      input({ additionalModules: ['compare_solution'], compareGroups: [['Soil', 'Feces']], labels: ['soil'] }),
    )
    expect(analysisId).toMatch(/^A\d{12}$/)
    expect(trackingNumber).toMatch(/^80-S\d{12}$/)

    const [batch] = await getDb().select().from(analysisBatches).where(eq(analysisBatches.id, analysisId))
    const prefix = `projects/${trackingNumber}/${analysisId}/dataset`
    expect(batch).toMatchObject({
      status: 0,
      customerId,
      projectName: 'Soil vs feces',
      analysisName: expect.stringMatching(/^测试流程 /),
      groupColumn: 'SampleType',
      labels: ['soil'],
      otuTablePath: `${prefix}/otu table.tsv`,
      datasetFiles: {
        table: `${prefix}/otu table.tsv`,
        taxonomy: `${prefix}/taxonomy.tsv`,
        metadata: `${prefix}/metadata.tsv`,
      },
    })
    expect(await fileStorage().get(`${prefix}/metadata.tsv`)).toEqual(TEST_DATASET.files.metadata.bytes)

    const catalogued = await getDb().select().from(storedFiles).where(eq(storedFiles.analysisId, analysisId))
    expect(catalogued.map((file) => [file.kind, file.ownerId, file.folder, file.name]).sort()).toEqual(
      ['metadata.tsv', 'otu table.tsv', 'taxonomy.tsv'].map((name) => [
        FILE_KIND.project,
        customerId,
        `${trackingNumber}/${analysisId}/dataset`,
        name,
      ]),
    )

    const groups = await getDb()
      .select()
      .from(projectAnalysisGroups)
      .where(eq(projectAnalysisGroups.analysisId, analysisId))
    expect(groups.map((group) => group.groupName).sort()).toEqual(['分析', '项目概况'])
    const items = await getDb()
      .select()
      .from(projectAnalysisItems)
      .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
      .where(eq(projectAnalysisGroups.analysisId, analysisId))
    expect(items.map(({ project_analysis_items: item }) => [item.analysisName, item.templateItemId])).toEqual([
      ['物种组成', template.itemIds['物种组成']],
    ])
    expect(items[0].project_analysis_items.runSettings).toEqual([
      { name: '门', nameEn: 'Phylum', params: { rank: 'Phylum' } },
    ])

    const [solution] = await getDb()
      .select()
      .from(sampleGroupSolutions)
      .where(eq(sampleGroupSolutions.analysisId, analysisId))
    expect(solution).toMatchObject({
      solutionName: 'default',
      isDefault: true,
      groups: [
        { name: 'Soil', samples: ['S1', 'S2', 'S3'] },
        { name: 'Feces', samples: ['S4', 'S5', 'S6'] },
      ],
    })
    const [compare] = await getDb()
      .select()
      .from(compareSolutions)
      .where(eq(compareSolutions.groupSolutionId, solution.id))
    expect(compare).toMatchObject({ isDefault: true, groups: [['Soil', 'Feces']] })

    expect(await queuedJobs(`analysis-batch:${analysisId}`)).toEqual([
      { task_identifier: 'run_analysis_batch', key: `analysis-batch:${analysisId}` },
    ])
  })

  it('takes a given batch id and an existing order of the customer', async () => {
    const first = await createAnalysisBatch(input())
    const second = await createAnalysisBatch(input({ trackingNumber: first.trackingNumber, batchId: 'A2011TESTGIVEN' }))
    expect(second).toEqual({ analysisId: 'A2011TESTGIVEN', trackingNumber: first.trackingNumber })
    const batches = await getDb()
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(orders.trackingNumber, first.trackingNumber))
    expect(batches.map((batch) => batch.id).sort()).toEqual(['A2011TESTGIVEN', first.analysisId].sort())
  })

  it("refuses another customer's order", async () => {
    const staffId = await userIdByEmail('staff@biocloud.example.com')
    const { trackingNumber } = await createAnalysisBatch(input())
    await expect(createAnalysisBatch(input({ customerId: staffId, trackingNumber }))).rejects.toThrow(
      /belongs to another customer/,
    )
  })

  it('leaves no rows, no job and no bytes when the storage fails half-way', async () => {
    const real = fileStorage()
    const written: string[] = []
    let puts = 0
    const failingSecondPut: FileStorage = {
      ...real,
      put: async (key, bytes) => {
        if (++puts === 2) throw new Error('disk went away')
        written.push(key)
        await real.put(key, bytes)
      },
      remove: (key) => real.remove(key),
    }
    const before = await getDb()
      .select({ count: sql<number>`count(*)::int` })
      .from(analysisBatches)
    await expect(createAnalysisBatch(input({ projectName: 'Doomed project' }), failingSecondPut)).rejects.toThrow(
      'disk went away',
    )

    const after = await getDb()
      .select({ count: sql<number>`count(*)::int` })
      .from(analysisBatches)
    expect(after[0].count).toBe(before[0].count)
    expect(written).toHaveLength(1)
    expect(await real.exists(written[0])).toBe(false)
    const jobs = await getDb().execute(
      sql`select 1 from graphile_worker.jobs j where j.task_identifier = 'run_analysis_batch' and not exists (select 1 from analysis_batches b where j.key = 'analysis-batch:' || b.id)`,
    )
    expect(jobs).toHaveLength(0)
  })
})

describe('groupsFromSampleInfo', () => {
  it('groups samples by the column in first-seen order and skips blank values', () => {
    expect(
      groupsFromSampleInfo(
        {
          data: [
            ['id', 'Site', 'Type'],
            ['a', 'x', 'B'],
            ['b', 'y', ''],
            ['c', 'x', 'A'],
            ['d', 'y', 'B'],
          ],
        },
        'Type',
      ),
    ).toEqual([
      { name: 'B', samples: ['a', 'd'] },
      { name: 'A', samples: ['c'] },
    ])
    expect(groupsFromSampleInfo(TEST_DATASET.sampleInfo, null)).toEqual([])
    expect(groupsFromSampleInfo(TEST_DATASET.sampleInfo, 'sample_id')).toEqual([])
  })
})
