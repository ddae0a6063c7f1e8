import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage, type FileStorage } from '#db/file-storage'
import { copyDemoProject } from '#db/demo-projects'
import { qcData, qcRules } from '#db/schema/project-tooling'
import { analysisBatches } from '#db/schema/projects'
import { workflows } from '#db/schema/workflows'
import { batchStoragePrefix } from '#core/storage-paths'
import { users } from '#db/schema/users'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import { inProcessAnalyst } from '#jobs/analyse-in-process'
import { writeBatchQcData } from '#jobs/batch-qc-data'
import { COMPUTED_QC_RULE } from '#analysis/qc-metrics'
import { insertAnalysisProject, type ProjectFixture } from '../../../tests/fixtures/analysis-projects'
import { createLoginSession, type SessionUser } from '~/utils/auth.server'
import { i18next } from '~/utils/translations.server'
import { startDemoCreation } from '~/utils/analysis/demo-creation.server'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { loadProjectBody } from '~/utils/analysis/project-page.server'
import { handleQcAction } from './qc-actions.server'
import { changeQcRuleCall, listQcRulesCall } from '~/utils/analysis/tooling/qc-api.server'
import { parseQcRule } from '~/utils/analysis/tooling/qc-rules.server'

/*
 * The QC panel on stored data: the statuses a rule gives, the dashboard's sorting, filtering and
 * paging, the rule forms (errors, flashes, the default mark) and the /api/analysis-qc-rule calls.
 */

// Reads fail below 1000 and warn below 5000 (the original rule); S4's coverage is below 0.90.
const SAMPLES = [
  ['Sample', 'SampleType', 'Reads', "Good's coverage", 'QC Metrics'],
  ['S1', 'Soil', '20000', '0.99', 'ok'],
  ['S2', 'Soil', '3000', '0.98', 'ok'],
  ['S3', 'Feces', '800', '0.99', 'ok'],
  ['S4', 'Feces', '12000', '0.85', 'ok'],
  ['S5', 'Ocean', '7000', 'n/a', 'ok'],
  ['S6', 'Ocean', '15000', '0.995', 'ok'],
]

let customer: SessionUser
let stranger: SessionUser
let project: ProjectFixture
let demo: ProjectFixture
let expired: ProjectFixture
let cookie: string

async function withQcData(fixture: ProjectFixture) {
  await getDb()
    .insert(qcData)
    .values({
      analysisId: fixture.analysisId,
      samples: SAMPLES,
      ignoreKeys: ['Sample Type'],
      originalRule: COMPUTED_QC_RULE,
    })
}

beforeAll(async () => {
  const customerId = await userIdByEmail('customer@example.com')
  customer = { id: customerId, permissions: [] } as unknown as SessionUser
  const [other] = await getDb().insert(users).values({ email: 'qc-stranger@example.com' }).returning({ id: users.id })
  stranger = { id: other.id, permissions: [] } as unknown as SessionUser
  project = await insertAnalysisProject({ customerId })
  demo = await insertAnalysisProject({ customerId, demo: true })
  expired = await insertAnalysisProject({ customerId, expiresAt: new Date(Date.now() - 86_400_000) })
  for (const fixture of [project, demo, expired]) await withQcData(fixture)
  const login = await createLoginSession({
    request: new Request('http://test/login'),
    userId: customerId,
    remember: false,
  })
  cookie = login.headers.get('Set-Cookie')!.split(';')[0]
})

async function openQc(fixture: ProjectFixture, query = '') {
  const viewer = await findViewableProject(fixture.analysisId, customer)
  const request = new Request(`http://test/analysis-project/${fixture.analysisId}?group=${fixture.groups.qc}${query}`)
  const body = await loadProjectBody(viewer!, { group: fixture.groups.qc }, 'en', 'wiki.example.com', request)
  const pane = body.pane!
  if (pane.kind !== 'qc' || pane.data === null) throw new Error('no QC pane')
  return pane
}

async function dashboard(fixture: ProjectFixture, query = '') {
  const pane = await openQc(fixture, query)
  if (pane.data !== 'dashboard') throw new Error('not the dashboard')
  return pane
}

function post(fixture: ProjectFixture, entries: Record<string, string>, user = customer, query = '') {
  const form = new FormData()
  for (const [key, value] of Object.entries(entries)) form.append(key, value)
  const backTo = `/analysis-project/${fixture.analysisId}?group=${fixture.groups.qc}${query}`
  return handleQcAction({
    request: new Request(`http://test${backTo}`, { method: 'POST' }),
    analysisId: fixture.analysisId,
    user,
    form,
    intent: String(entries.intent),
    backTo,
  })
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const response = await promise
    return (response as Response).status
  } catch (thrown) {
    return (thrown as Response).status
  }
}

describe('rule validation', () => {
  const metrics = ['Reads', "Good's coverage"]

  it('requires a name, with the spec’s editRuleVail1 message in both languages', async () => {
    const parsed = parseQcRule({ name: '   ', isDefault: false, bounds: {} }, metrics)
    expect(parsed).toEqual({ success: false, errors: { name: 'qc.errors.nameRequired' } })
    expect((await i18next.getFixedT('zh'))('qc.errors.nameRequired')).toBe('请输入规则名称')
    expect((await i18next.getFixedT('en'))('qc.errors.nameRequired')).toBe('Please enter the rule name')
  })

  it('turns bounds into numbers, empty into null, and drops metrics without any bound or not in the table', () => {
    const parsed = parseQcRule(
      {
        name: ' Deep ',
        isDefault: true,
        bounds: {
          Reads: { failLow: '100000', failHigh: '', warningLow: ' 2.5e5 ', warningHigh: null },
          "Good's coverage": { failLow: '', failHigh: '', warningLow: '', warningHigh: '' },
          Shannon: { failLow: '1' },
        },
      },
      metrics,
    )
    expect(parsed).toEqual({
      success: true,
      data: {
        name: 'Deep',
        isDefault: true,
        rule: { Reads: { failLow: 100000, failHigh: null, warningLow: 250000, warningHigh: null } },
      },
    })
  })

  it('names every bound that is not a number', () => {
    const parsed = parseQcRule(
      { name: 'x', isDefault: false, bounds: { Reads: { failLow: 'abc', warningHigh: '0x10' } } },
      metrics,
    )
    expect(parsed).toEqual({
      success: false,
      errors: { bounds: { Reads: { failLow: 'qc.errors.notNumber', warningHigh: 'qc.errors.notNumber' } } },
    })
  })
})

describe('the dashboard', () => {
  it('evaluates the original rule by default, ignoring the sample type and QC Metrics columns', async () => {
    const pane = await dashboard(project)
    expect(pane.ruleId).toBe(0)
    expect(pane.rules).toEqual([{ id: 0, name: null, isDefault: true, original: true }])
    expect(pane.metrics).toEqual(['Reads', "Good's coverage"])
    // S2 warns (3000 reads), S3 fails (800 reads), S4 fails (coverage 0.85); S5's "n/a" is skipped.
    expect(pane.summary).toEqual({
      sampleCount: 6,
      counts: { Pass: 3, Warn: 1, Fail: 2 },
      // 16.67 + 33.33, and Pass takes the remainder: 50.
      percentages: { Pass: 50, Warn: 16.67, Fail: 33.33 },
    })
    const rows = pane.table.rows
    expect(rows.map((row) => [row.cells[0], row.status])).toEqual([
      ['S1', 'Pass'],
      ['S2', 'Warn'],
      ['S3', 'Fail'],
      ['S4', 'Fail'],
      ['S5', 'Pass'],
      ['S6', 'Pass'],
    ])
    expect(rows[3].statusMap).toEqual({ Reads: 'Pass', "Good's coverage": 'Fail' })
  })

  it('sorts metric columns by value, names as text and by status', async () => {
    const byReads = await dashboard(project, '&sort=2&dir=desc')
    expect(byReads.table.rows.map((row) => row.cells[0])).toEqual(['S1', 'S6', 'S4', 'S5', 'S2', 'S3'])
    const byCoverage = await dashboard(project, '&sort=3&dir=asc')
    // The sample without a number goes last.
    expect(byCoverage.table.rows.map((row) => row.cells[0])).toEqual(['S4', 'S2', 'S1', 'S3', 'S6', 'S5'])
    const byStatus = await dashboard(project, '&sort=status&dir=desc')
    expect(byStatus.table.rows.slice(0, 3).map((row) => row.status)).toEqual(['Fail', 'Fail', 'Warn'])
  })

  it('filters by text, numeric range and status', async () => {
    expect((await dashboard(project, '&q1=oil')).table.rows.map((row) => row.cells[0])).toEqual(['S1', 'S2'])
    const range = await dashboard(project, '&min2=5000&max2=15000')
    expect(range.table.rows.map((row) => row.cells[0])).toEqual(['S4', 'S5', 'S6'])
    expect(range.table.matching).toBe(3)
    // The summary stays the whole project's.
    expect(range.summary.sampleCount).toBe(6)
    expect((await dashboard(project, '&status=Fail')).table.rows.map((row) => row.cells[0])).toEqual(['S3', 'S4'])
  })

  it('pages by the chosen size, clamping a page past the end', async () => {
    const pane = await dashboard(project, '&size=100&qcPage=9')
    expect(pane.table).toMatchObject({ page: 1, pageCount: 1, size: 100 })

    // 250 samples: three pages of 100, or two of 200; the sort applies before the paging.
    const big = await insertAnalysisProject({ customerId: customer.id })
    const rows = Array.from({ length: 250 }, (_, i) => [`B${String(i + 1).padStart(3, '0')}`, String(1000 + i)])
    await getDb()
      .insert(qcData)
      .values({ analysisId: big.analysisId, samples: [['Sample', 'Reads'], ...rows], originalRule: COMPUTED_QC_RULE })
    const third = await dashboard(big, '&qcPage=3')
    expect(third.table).toMatchObject({ page: 3, pageCount: 3, size: 100, matching: 250 })
    expect(third.table.rows.map((row) => row.cells[0])).toEqual(rows.slice(200).map((row) => row[0]))
    const second = await dashboard(big, '&size=200&qcPage=2&sort=1&dir=desc')
    expect(second.table).toMatchObject({ page: 2, pageCount: 2, size: 200 })
    expect(second.table.rows.map((row) => row.cells[0])).toEqual(
      ['B050', 'B049'].concat(
        rows
          .slice(0, 48)
          .map((row) => row[0])
          .reverse(),
      ),
    )
  })

  it('answers 400 to a query it cannot use', async () => {
    for (const query of ['&size=50', '&sort=9', '&min2=abc', '&q99=x', '&qcTab=nope', '&rule=x', '&dir=up'])
      expect(await statusOf(openQc(project, query)), query).toBe(400)
  })

  it('charts every metric with the rule’s bounds and each sample’s status', async () => {
    const pane = await openQc(project, '&qcTab=charts')
    if (pane.data !== 'charts') throw new Error('not the charts')
    expect(pane.charts.map((chart) => chart.metric)).toEqual(['Reads', "Good's coverage"])
    expect(pane.charts[0].bounds).toEqual(COMPUTED_QC_RULE.Reads)
    expect(pane.charts[1].samples[4]).toEqual({ sample: 'S5', value: null, status: null })
    expect(pane.charts[0].samples[2]).toEqual({ sample: 'S3', value: 800, status: 'Fail' })
  })
})

describe('the rule forms', () => {
  it('re-renders an invalid rule with its errors and everything typed', async () => {
    const response = (await post(project, {
      intent: 'qc.saveRule',
      name: '',
      'bound.failLow.Reads': 'lots',
      'bound.warningLow.Reads': '5000',
    })) as Response
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.tooling).toBe('qc')
    expect(body.errors).toEqual({
      name: 'qc.errors.nameRequired',
      bounds: { Reads: { failLow: 'qc.errors.notNumber' } },
    })
    expect(body.values.bounds.Reads).toEqual({ failLow: 'lots', failHigh: '', warningLow: '5000', warningHigh: '' })
    expect(await getDb().select().from(qcRules).where(eq(qcRules.analysisId, project.analysisId))).toEqual([])
  })

  it('adds a rule that fails shallow samples, shows it, edits it and makes it the default', async () => {
    const added = (await post(
      project,
      { intent: 'qc.saveRule', name: 'Deep', 'bound.failLow.Reads': '10000' },
      customer,
      '&ruleEdit=new',
    )) as Response
    expect(added.status).toBe(302)
    const [rule] = await getDb().select().from(qcRules).where(eq(qcRules.analysisId, project.analysisId))
    expect(rule).toMatchObject({ name: 'Deep', isDefault: false, rule: { Reads: { failLow: 10000 } } })
    expect(added.headers.get('Location')).toBe(
      `/analysis-project/${project.analysisId}?group=${project.groups.qc}&rule=${rule.id}`,
    )
    const deep = await dashboard(project, `&rule=${rule.id}`)
    // S2 (3000), S3 (800) and S5 (7000) fail; coverage has no bound in this rule.
    expect(deep.summary.counts).toEqual({ Pass: 3, Warn: 0, Fail: 3 })
    expect(deep.summary.percentages).toEqual({ Pass: 50, Warn: 0, Fail: 50 })

    const edited = (await post(project, {
      intent: 'qc.saveRule',
      ruleId: String(rule.id),
      name: 'Deeper',
      isDefault: 'on',
      'bound.failLow.Reads': '13000',
    })) as Response
    expect(edited.status).toBe(302)
    const now = await dashboard(project)
    expect(now.ruleId).toBe(rule.id)
    expect(now.rules.map((r) => [r.id, r.isDefault])).toEqual([
      [0, false],
      [rule.id, true],
    ])
    expect(now.summary.counts).toEqual({ Pass: 2, Warn: 0, Fail: 4 })

    // A second default takes the mark; once it is deleted no rule is default, so the original is.
    await post(project, { intent: 'qc.saveRule', name: 'Other', isDefault: 'on', 'bound.failHigh.Reads': '1' })
    const rows = await getDb()
      .select()
      .from(qcRules)
      .where(eq(qcRules.analysisId, project.analysisId))
      .orderBy(qcRules.id)
    expect(rows.map((row) => [row.name, row.isDefault])).toEqual([
      ['Deeper', false],
      ['Other', true],
    ])
    expect(((await post(project, { intent: 'qc.deleteRule', ruleId: String(rows[1].id) })) as Response).status).toBe(
      302,
    )
    expect((await dashboard(project)).ruleId).toBe(0)
  })

  it('refuses to delete the original rule or another project’s rule', async () => {
    expect(await statusOf(post(project, { intent: 'qc.deleteRule', ruleId: '0' }))).toBe(400)
    const [own] = await getDb()
      .insert(qcRules)
      .values({ analysisId: demo.analysisId, name: 'Demo rule' })
      .returning({ id: qcRules.id })
    expect(await statusOf(post(project, { intent: 'qc.deleteRule', ruleId: String(own.id) }))).toBe(404)
  })

  it('lets a demo keep rules, refuses an expired project and hides another account’s', async () => {
    expect(((await post(demo, { intent: 'qc.saveRule', name: 'Mine' })) as Response).status).toBe(302)
    const refused = (await post(expired, { intent: 'qc.saveRule', name: 'Late' })) as Response
    expect(refused.status).toBe(302)
    expect(await getDb().select().from(qcRules).where(eq(qcRules.analysisId, expired.analysisId))).toEqual([])
    expect(await statusOf(post(project, { intent: 'qc.saveRule', name: 'Intruder' }, stranger))).toBe(404)
  })
})

describe('/api/analysis-qc-rule', () => {
  const call = (method: string, path: string, body?: unknown, withCookie = true) =>
    new Request(`http://test/api/analysis-qc-rule/${path}`, {
      method,
      headers: { ...(withCookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('creates, lists, updates and deletes, answering { succeeded, data }', async () => {
    const fixture = await insertAnalysisProject({ customerId: customer.id })
    await withQcData(fixture)
    const analysisId = fixture.analysisId
    const created = await changeQcRuleCall(
      call('POST', 'create', { analysisId, name: 'API', rule: { Reads: { failLow: 900, warningLow: '' } } }),
      'create',
    )
    const createdBody = (await created.json()) as { data: { id: number } }
    expect(createdBody).toEqual({ succeeded: true, data: { id: expect.any(Number) } })
    const id = createdBody.data.id

    const updated = await changeQcRuleCall(
      call('PUT', 'update', { id, analysisId, name: 'API 2', default: true, rule: { Reads: { failLow: 950 } } }),
      'update',
    )
    expect(await updated.json()).toEqual({ succeeded: true, data: { id } })

    const list = await listQcRulesCall(call('GET', `list?analysisId=${analysisId}`))
    expect(await list.json()).toEqual({
      succeeded: true,
      data: [
        { id: 0, analysisId, default: false, name: '原始规则', rule: COMPUTED_QC_RULE },
        {
          id,
          analysisId,
          default: true,
          name: 'API 2',
          rule: { Reads: { failLow: 950, failHigh: null, warningLow: null, warningHigh: null } },
        },
      ],
    })

    const deleted = await changeQcRuleCall(call('POST', 'delete', { id, analysisId }), 'delete')
    expect(await deleted.json()).toEqual({ succeeded: true, data: true })
  })

  it('refuses with succeeded false: no session, bad input, wrong method, original rule, another account', async () => {
    const analysisId = project.analysisId
    const cases: [Request, 'create' | 'update' | 'delete' | 'list', number][] = [
      [call('POST', 'create', { analysisId, name: 'x' }, false), 'create', 401],
      [call('POST', 'create', { analysisId, name: '' }), 'create', 400],
      [call('POST', 'create', { analysisId, name: 'x', rule: { Nope: { failLow: 1 } } }), 'create', 400],
      [call('POST', 'create', { analysisId, name: 'x', rule: { Reads: { failLow: 'abc' } } }), 'create', 400],
      [call('POST', 'update', { id: 1, analysisId, name: 'x' }), 'update', 405],
      [call('POST', 'delete', { id: 0, analysisId }), 'delete', 400],
      [call('POST', 'delete', { id: 1, analysisId: 'A0000NOPE' }), 'delete', 404],
      [call('POST', 'create', { analysisId: expired.analysisId, name: 'x' }), 'create', 403],
      [call('GET', 'list'), 'list', 400],
    ]
    for (const [request, kind, status] of cases) {
      const response = kind === 'list' ? await listQcRulesCall(request) : await changeQcRuleCall(request, kind)
      expect(response.status, `${request.method} ${kind}`).toBe(status)
      expect((await response.json()).succeeded).toBe(false)
    }
    const invalid = await changeQcRuleCall(call('POST', 'create', { analysisId, name: ' ' }), 'create')
    expect(((await invalid.json()) as unknown as { data: { errors: unknown } }).data.errors).toEqual({
      name: 'qc.errors.nameRequired',
    })
  })
})

describe('the batch-start QC data', () => {
  const table = 'OTU ID\tS1\tS2\tS3\nOTU1\t10\t1\t0\nOTU2\t5\t0\t3\nOTU3\t1\t0\t0\n'
  const metadata = 'sample_id\tSampleType\nS1\tSoil\nS2\tSoil\nS3\tFeces\n'
  const storage = (files: Record<string, string>) =>
    ({
      get: async (key: string) => new TextEncoder().encode(files[key]),
      exists: async (key: string) => key in files,
    }) as unknown as FileStorage

  it('computes the metrics from the feature table with the sample type ignored, once', async () => {
    const fixture = await insertAnalysisProject({ customerId: customer.id, withGroups: false })
    await getDb()
      .update(analysisBatches)
      .set({ datasetFiles: { table: 'k/otu_table.tsv', metadata: 'k/metadata.tsv' } })
      .where(eq(analysisBatches.id, fixture.analysisId))
    await writeBatchQcData(
      fixture.analysisId,
      storage({ 'k/otu_table.tsv': table, 'k/metadata.tsv': metadata }),
      inProcessAnalyst({}),
    )
    const [row] = await getDb().select().from(qcData).where(eq(qcData.analysisId, fixture.analysisId))
    expect(row.ignoreKeys).toEqual(['SampleType'])
    expect(row.originalRule).toEqual(COMPUTED_QC_RULE)
    // S1: 16 reads, 3 features, 1 singleton, coverage 1 − 1/16; S2: one singleton read.
    expect(row.samples.slice(1).map((sample) => sample.slice(0, 6))).toEqual([
      ['S1', 'Soil', '16', '3', '1', '0.9375'],
      ['S2', 'Soil', '1', '1', '1', '0'],
      ['S3', 'Feces', '3', '1', '0', '1'],
    ])
    // A second start leaves it alone, even if the files were gone now.
    await writeBatchQcData(fixture.analysisId, storage({}), inProcessAnalyst({}))
    expect(await getDb().select().from(qcData).where(eq(qcData.analysisId, fixture.analysisId))).toHaveLength(1)
  })

  it('writes nothing when the dataset’s table is not in storage, so the batch still starts', async () => {
    const fixture = await insertAnalysisProject({ customerId: customer.id, withGroups: false })
    await getDb()
      .update(analysisBatches)
      .set({ datasetFiles: { table: 'k/missing.tsv' } })
      .where(eq(analysisBatches.id, fixture.analysisId))
    await writeBatchQcData(fixture.analysisId, storage({}), inProcessAnalyst({}))
    expect(await getDb().select().from(qcData).where(eq(qcData.analysisId, fixture.analysisId))).toEqual([])
  })

  it('keeps a delivered QC table as it is', async () => {
    const fixture = await insertAnalysisProject({ customerId: customer.id, withGroups: false })
    await getDb()
      .update(analysisBatches)
      .set({ datasetFiles: { table: 'k/otu_table.tsv', qc: 'k/qc.csv' } })
      .where(eq(analysisBatches.id, fixture.analysisId))
    await writeBatchQcData(
      fixture.analysisId,
      storage({ 'k/qc.csv': 'Sample,Reads,Q30\nS1,1200,93\n' }),
      inProcessAnalyst({}),
    )
    const [row] = await getDb().select().from(qcData).where(eq(qcData.analysisId, fixture.analysisId))
    expect(row.samples).toEqual([
      ['Sample', 'Reads', 'Q30'],
      ['S1', '1200', '93'],
    ])
    expect(row.originalRule).toEqual({ Reads: COMPUTED_QC_RULE.Reads })
    expect(row.qcFiles).toEqual(['k/qc.csv'])
  })
})

describe('a demo copy', () => {
  it('takes the example’s QC data, with its QC file moved to the demo’s folder, and its rules', async () => {
    const example = await insertAnalysisProject({ customerId: stranger.id })
    const qcKey = `${batchStoragePrefix(example.trackingNumber, example.analysisId)}/dataset/qc.tsv`
    await fileStorage().put(qcKey, new TextEncoder().encode('Sample\tReads\nS1\t10\n'))
    await getDb()
      .update(analysisBatches)
      .set({ datasetFiles: { qc: qcKey } })
      .where(eq(analysisBatches.id, example.analysisId))
    await getDb()
      .insert(qcData)
      .values({ analysisId: example.analysisId, samples: SAMPLES, originalRule: COMPUTED_QC_RULE, qcFiles: [qcKey] })
    await getDb()
      .insert(qcRules)
      .values({ analysisId: example.analysisId, name: 'Example rule', isDefault: true, rule: COMPUTED_QC_RULE })
    await getDb().update(workflows).set({ exampleId: example.analysisId }).where(eq(workflows.id, example.workflowId))
    const started = await startDemoCreation(customer.id, {
      id: example.workflowId,
      disableDemo: false,
      exampleId: example.analysisId,
    })
    if (!('creationId' in started)) throw new Error(`refused: ${started.refused}`)
    const outcome = await copyDemoProject(started.creationId, fileStorage())
    if (outcome.status !== 'done') throw new Error(`copy ${outcome.status}`)
    const [copied] = await getDb().select().from(qcData).where(eq(qcData.analysisId, outcome.analysisId))
    expect(copied.samples).toEqual(SAMPLES)
    expect(copied.originalRule).toEqual(COMPUTED_QC_RULE)
    expect(copied.qcFiles).toHaveLength(1)
    expect(copied.qcFiles[0]).toContain(`/${outcome.analysisId}/dataset/qc.tsv`)
    expect(await fileStorage().exists(copied.qcFiles[0])).toBe(true)
    const rules = await getDb().select().from(qcRules).where(eq(qcRules.analysisId, outcome.analysisId))
    expect(rules.map((rule) => [rule.name, rule.isDefault])).toEqual([['Example rule', true]])
  })
})
