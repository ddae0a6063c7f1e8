import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PERMISSIONS } from '#core/permissions'
import { insertTestTemplate, type TestTemplate } from '#db/analysis-batches.fixtures'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { compareSolutions, sampleGroupSolutions } from '#db/schema/project-tooling'
import { analysisBatches, orders } from '#db/schema/projects'
import { workflowAnalysisGroups, workflows } from '#db/schema/workflows'
import { insertTestTool, userIdByEmail } from '#jobs/run-tool.fixtures'
import type { SessionUser } from '~/utils/auth.server'
import { purchaseWithPoints } from '~/utils/points.server'
import { handleNewDatasetAction, type NewDatasetActionData } from './new-dataset-page.server'
import { readStagedDataset } from './new-dataset-files.server'
import { datasetWorkflows } from './new-dataset.server'
import { addProjectDatasetFiles } from './project-dataset-files.server'
import { PROJECT_DATASET_FIELD, PROJECT_FILE_FIELD } from './project-dataset-fields'

// Real files: the Global Patterns slice (phyloseq's GlobalPatterns; tests/fixtures/analysis/io/README.md).
const SLICE = 'tests/fixtures/analysis/io/global-patterns-slice'
const SAMPLE_TYPES = [
  'Soil',
  'Feces',
  'Skin',
  'Tongue',
  'Freshwater',
  'Freshwater (creek)',
  'Ocean',
  'Sediment (estuary)',
  'Mock',
]

let customer: SessionUser
let otherCustomer: SessionUser
let staff: SessionUser
let plain: TestTemplate
let withCompare: TestTemplate

function sessionUser(id: number, email: string, permissions: string[] = []): SessionUser {
  return {
    id,
    email,
    firstName: '',
    lastName: '',
    accountType: permissions.length ? 1 : 0,
    isInternal: permissions.length > 0,
    permissions,
    balance: 0,
  }
}

beforeAll(async () => {
  customer = sessionUser(await userIdByEmail('customer@example.com'), 'customer@example.com')
  const [other] = await getDb().execute<{ id: number }>(
    sql`insert into users (email, first_name) values ('other@example.com', 'Other') returning id`,
  )
  otherCustomer = sessionUser(other.id, 'other@example.com')
  staff = sessionUser(await userIdByEmail('staff@biocloud.example.com'), 'staff@biocloud.example.com', [
    PERMISSIONS.analysisProjectsData,
  ])
  const toolId = await insertTestTool('NewDatasetTool')
  plain = await insertTestTemplate([{ name: 'Alpha', toolId }])
  withCompare = await insertTestTemplate([{ name: 'Compare', toolId }])
  await getDb()
    .update(workflowAnalysisGroups)
    .set({ additionalModules: ['compare_solution'] })
    .where(eq(workflowAnalysisGroups.workflowId, withCompare.workflowId))
})

const fixture = (name: string) => new Blob([readFileSync(`${SLICE}/${name}`)])

function post(body: FormData | URLSearchParams, language = 'en'): Request {
  return new Request('http://localhost/projects/myAnalysis/new', {
    method: 'POST',
    body,
    // The language cookie as Remix signs it: base64 of the JSON value.
    headers: { Cookie: `lng=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))}` },
  })
}

async function stepOne(user: SessionUser, fields: Record<string, string>, language = 'en', metadata?: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  form.set('file:table', fixture('otu_table.tsv'), 'otu_table.tsv')
  form.set('file:taxonomy', fixture('taxonomy.tsv'), 'taxonomy.tsv')
  form.set('file:metadata', metadata === undefined ? fixture('metadata.tsv') : new Blob([metadata]), 'metadata.tsv')
  const response = (await handleNewDatasetAction(post(form, language), user)) as Response
  return { status: response.status, data: (await response.json()) as NewDatasetActionData }
}

async function stepTwo(user: SessionUser, fields: [string, string][], language = 'en') {
  const response = (await handleNewDatasetAction(post(new URLSearchParams(fields), language), user)) as Response
  return response
}

const basic = (workflowId: number, extra: Record<string, string> = {}) => ({
  workflowId: String(workflowId),
  projectName: 'Global Patterns by type',
  comment: 'uploaded by the test',
  ...extra,
})

describe('the new dataset form', () => {
  it('offers the published workflows that have a project template, and says which need a compare solution', async () => {
    const [bare] = await getDb()
      .insert(workflows)
      .values({ title: '无模板', isActive: true, isPublish: true })
      .returning({ id: workflows.id })
    const offered = await datasetWorkflows('en')
    expect(offered.map((workflow) => workflow.id)).not.toContain(bare.id)
    expect(offered.find((workflow) => workflow.id === plain.workflowId)?.needsCompare).toBe(false)
    expect(offered.find((workflow) => workflow.id === withCompare.workflowId)?.needsCompare).toBe(true)
  })

  it('checks and stages the files, shows the groups, then creates the batch and queues its job', async () => {
    const one = await stepOne(customer, basic(plain.workflowId))
    expect(one.status).toBe(200)
    expect(one.data.step).toBe(2)
    const token = one.data.staged?.token as string
    expect(one.data.staged?.summary).toMatchObject({ sampleCount: 26, taxonomy: 'file' })

    const shown = await stepTwo(customer, [
      ...Object.entries(basic(plain.workflowId)),
      ['token', token],
      ['groupColumn', 'SampleType'],
      ['intent', 'showGroups'],
    ])
    const shownData = (await shown.json()) as NewDatasetActionData
    expect(shownData.scheme?.groups.map((group) => group.name).sort()).toEqual([...SAMPLE_TYPES].sort())

    const created = await stepTwo(customer, [
      ...Object.entries(basic(plain.workflowId)),
      ['token', token],
      ['groupColumn', 'SampleType'],
      ['intent', 'create'],
    ])
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/projects/myAnalysis')
    const [batch] = await getDb()
      .select()
      .from(analysisBatches)
      .where(and(eq(analysisBatches.customerId, customer.id), eq(analysisBatches.workflowId, plain.workflowId)))
    expect(batch).toMatchObject({
      projectName: 'Global Patterns by type',
      comments: 'uploaded by the test',
      groupColumn: 'SampleType',
      status: 0,
    })
    expect(Object.keys(batch.datasetFiles).sort()).toEqual(['metadata', 'table', 'taxonomy'])
    const jobs = await getDb().execute(
      sql`select 1 from graphile_worker.jobs where key = ${`analysis-batch:${batch.id}`}`,
    )
    expect(jobs).toHaveLength(1)
    const [solution] = await getDb()
      .select()
      .from(sampleGroupSolutions)
      .where(eq(sampleGroupSolutions.analysisId, batch.id))
    expect(solution.groups.map((group) => group.name).sort()).toEqual([...SAMPLE_TYPES].sort())
    // The staging slot is emptied: the token cannot create a second batch.
    expect(await readStagedDataset(fileStorage(), customer.id, token)).toBeNull()
    const again = await stepTwo(customer, [
      ...Object.entries(basic(plain.workflowId)),
      ['token', token],
      ['groupColumn', 'SampleType'],
      ['intent', 'create'],
    ])
    expect(again.status).toBe(400)
    expect(((await again.json()) as NewDatasetActionData).errors.form?.[0]).toContain('no longer available')
  })

  it('keeps the typed values and says the files must be chosen again when a check fails', async () => {
    const one = await stepOne(customer, basic(plain.workflowId, { projectName: '' }))
    expect(one.status).toBe(400)
    expect(one.data).toMatchObject({ step: 1, filesNotKept: true, values: { comment: 'uploaded by the test' } })
    expect(one.data.errors.projectName).toEqual(['The project name must be 1-50 characters long.'])
  })

  it('does not let a customer create for another account', async () => {
    const one = await stepOne(customer, basic(plain.workflowId, { customerEmail: otherCustomer.email }))
    expect(one.status).toBe(400)
    expect(one.data.errors.customerEmail).toEqual(['You can only create projects for your own account.'])
  })

  it("lets staff create for a customer's existing order, and only that customer's", async () => {
    const [order] = await getDb()
      .insert(orders)
      .values({ trackingNumber: '80-TEST0001', customerId: otherCustomer.id })
      .returning({ id: orders.id })
    const wrong = await stepOne(
      staff,
      basic(plain.workflowId, { customerEmail: customer.email, trackingNumber: '80-TEST0001' }),
    )
    expect(wrong.data.errors.trackingNumber).toEqual(['This customer has no order with this tracking number.'])

    const one = await stepOne(
      staff,
      basic(plain.workflowId, { customerEmail: 'OTHER@example.com', trackingNumber: '80-TEST0001' }),
    )
    expect(one.data.step).toBe(2)
    const created = await stepTwo(staff, [
      ...Object.entries(basic(plain.workflowId, { customerEmail: 'other@example.com', trackingNumber: '80-TEST0001' })),
      ['token', one.data.staged?.token as string],
      ['groupColumn', 'SampleType'],
      ['intent', 'create'],
    ])
    expect(created.status).toBe(302)
    const [batch] = await getDb().select().from(analysisBatches).where(eq(analysisBatches.orderId, order.id))
    expect(batch.customerId).toBe(otherCustomer.id)
  })

  it('requires a compare solution when the workflow has the compare_solution module (spec 03 §5 messages)', async () => {
    const one = await stepOne(customer, basic(withCompare.workflowId), 'zh')
    const token = one.data.staged?.token as string
    const attempt = (rows: [string, string][]) =>
      stepTwo(
        customer,
        [
          ...Object.entries(basic(withCompare.workflowId)),
          ['token', token],
          ['groupColumn', 'SampleType'],
          ['intent', 'create'],
          ...rows.flatMap(([control, treatment]): [string, string][] => [
            ['compareControl', control],
            ['compareTreatment', treatment],
          ]),
        ],
        'zh',
      )
    const errorsOf = async (rows: [string, string][]) =>
      ((await (await attempt(rows)).json()) as NewDatasetActionData).errors

    expect((await errorsOf([['', '']])).compare).toEqual(['当前比较分组不能为空'])
    expect((await errorsOf([['Soil', '']]))['compare.0']).toEqual(['对照组和处理组都不能为空'])
    expect((await errorsOf([['Soil', 'Soil']]))['compare.0']).toEqual(['对照组和处理组不能相同'])
    expect(
      (
        await errorsOf([
          ['Soil', 'Feces'],
          ['Feces', 'Soil'],
        ])
      )['compare.1'],
    ).toEqual(['比较分组不能重复。'])
    const noColumn = await stepTwo(
      customer,
      [...Object.entries(basic(withCompare.workflowId)), ['token', token], ['intent', 'create']],
      'zh',
    )
    expect(((await noColumn.json()) as NewDatasetActionData).errors.groupColumn).toEqual(['请选择分组'])

    const created = await attempt([['Soil', 'Feces']])
    expect(created.status).toBe(302)
    const [batch] = await getDb()
      .select()
      .from(analysisBatches)
      .where(eq(analysisBatches.workflowId, withCompare.workflowId))
    const [solution] = await getDb()
      .select()
      .from(sampleGroupSolutions)
      .where(eq(sampleGroupSolutions.analysisId, batch.id))
    const [compare] = await getDb()
      .select()
      .from(compareSolutions)
      .where(eq(compareSolutions.groupSolutionId, solution.id))
    expect(compare.groups).toEqual([['Soil', 'Feces']])
  })
  it('creates a dataset without groups (metadata of sample ids only) and one with a single group, without a compare solution', async () => {
    const sampleIds = readFileSync(`${SLICE}/metadata.tsv`, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0])
    const create = async (metadata: string, groupColumn: string) => {
      const one = await stepOne(customer, basic(withCompare.workflowId), 'en', metadata)
      expect(one.data.errors).toEqual({})
      const created = await stepTwo(customer, [
        ...Object.entries(basic(withCompare.workflowId)),
        ['token', one.data.staged?.token as string],
        ['groupColumn', groupColumn],
        ['intent', 'create'],
      ])
      expect(created.status).toBe(302)
      const [batch] = await getDb()
        .select()
        .from(analysisBatches)
        .where(eq(analysisBatches.workflowId, withCompare.workflowId))
        .orderBy(sql`${analysisBatches.createdAt} desc`)
        .limit(1)
      const [solution] = await getDb()
        .select()
        .from(sampleGroupSolutions)
        .where(eq(sampleGroupSolutions.analysisId, batch.id))
      const compare = await getDb()
        .select()
        .from(compareSolutions)
        .where(eq(compareSolutions.groupSolutionId, solution.id))
      return { batch, groups: solution.groups.map((group) => group.name), compareCount: compare.length }
    }

    const ungrouped = await create(['sample_id', ...sampleIds].join('\n'), '')
    expect(ungrouped.batch.groupColumn).toBeNull()
    expect(ungrouped).toMatchObject({ groups: [], compareCount: 0 })

    const oneGroup = await create(['sample_id\tsite', ...sampleIds.map((id) => `${id}\tmeadow`)].join('\n'), 'site')
    expect(oneGroup.batch.groupColumn).toBe('site')
    expect(oneGroup).toMatchObject({ groups: ['meadow'], compareCount: 0 })
  })
})

describe("a project's dataset standing in for a tool upload", () => {
  it("fills the slot for the batch's owner only, even from a crafted form", async () => {
    const [batch] = await getDb()
      .select({ id: analysisBatches.id })
      .from(analysisBatches)
      .where(eq(analysisBatches.customerId, customer.id))
      .limit(1)
    const settings = [
      { key: 'table', label: 'table', required: true, exampleFile: null, fileTypes: [], fileSizeMb: 0, rules: [] },
    ]
    const uploadsFor = () => {
      const fields = new FormData()
      fields.set(PROJECT_DATASET_FIELD, batch.id)
      fields.set(PROJECT_FILE_FIELD, 'table')
      return { fields, files: new Map(), problems: new Map() }
    }
    const owner = uploadsFor()
    await addProjectDatasetFiles(owner, settings, customer)
    expect(new TextDecoder().decode(owner.files.get('table')?.bytes)).toBe(
      readFileSync(`${SLICE}/otu_table.tsv`, 'utf8'),
    )
    const stranger = uploadsFor()
    await addProjectDatasetFiles(stranger, settings, otherCustomer)
    expect(stranger.files.size).toBe(0)
  })
})

describe('a workflow with a points price', () => {
  it('cannot be started until the customer unlocks it with points, and then can', async () => {
    const paid = await insertTestTemplate([{ name: 'Paid', toolId: await insertTestTool('PaidWorkflowTool') }])
    await getDb().update(workflows).set({ integralAmount: 15 }).where(eq(workflows.id, paid.workflowId))
    const refused = await stepOne(otherCustomer, basic(paid.workflowId))
    expect(refused.status).toBe(400)
    expect(refused.data.errors.workflowId).toEqual([
      'This workflow costs 15 points. Unlock it on its introduction page before you start it.',
    ])
    await getDb().execute(
      sql`insert into points_ledger (user_id, delta, reason) values (${otherCustomer.id}, 15, 'adjustment')`,
    )
    expect(await purchaseWithPoints(otherCustomer.id, { kind: 'workflow', id: paid.workflowId })).toMatchObject({
      status: 'unlocked',
      balance: 0,
    })
    const accepted = await stepOne(otherCustomer, basic(paid.workflowId))
    expect(accepted.status).toBe(200)
    expect(accepted.data.step).toBe(2)
  })
})
