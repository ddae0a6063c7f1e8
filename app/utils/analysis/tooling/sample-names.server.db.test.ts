import { and, eq, sql } from 'drizzle-orm'
import enCommon from '../../../../public/locales/en/common.json'
import zhCommon from '../../../../public/locales/zh/common.json'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { sampleNameMaps } from '#db/schema/project-tooling'
import { analysisBatches } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { jobKeyOf } from '#core/tasks'
import type { StoredToolResult } from '#core/tool-results'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import { inProcessAnalyst } from '#jobs/analyse-in-process'
import { renderDisplayNameCharts } from '#jobs/render-display-name-charts'
import type { SessionUser } from '../../auth.server'
import { insertAnalysisProject, type ProjectFixture } from '../../../../tests/fixtures/analysis-projects'
import { findViewableProject } from '../project-access.server'
import { loadProjectBody } from '../project-page.server'
import { displayNameChartPng, findDisplayNameChart } from './display-name-charts.server'
import {
  handleSampleNamesAction,
  type SampleNamesActionData,
} from '~/panels/global-dataset/sample-names-actions.server'
import { validateDisplayNames } from './sample-names.server'
import { loadSampleNamesTab } from '~/panels/global-dataset/sample-names-tab.server'

/*
 * The display-name table (spec 03 §2.4, §5): the rules and their messages, what a save stores, and
 * the names every chart and table of the project shows. The fixture project's samples are S1, S2, S3.
 */

const SAMPLES = ['S1', 'S2', 'S3']
const session = (id: number): SessionUser => ({
  id,
  email: '',
  firstName: '',
  lastName: '',
  accountType: 0,
  isInternal: false,
  permissions: [],
  balance: 0,
})

let customer: SessionUser
let stranger: SessionUser
let project: ProjectFixture

beforeAll(async () => {
  customer = session(await userIdByEmail('customer@example.com'))
  const [other] = await getDb()
    .insert(users)
    .values({ email: 'names-stranger@example.com' })
    .returning({ id: users.id })
  stranger = session(other.id)
  project = await insertAnalysisProject({ customerId: customer.id })
})

function save(analysisId: string, user: SessionUser, names: Record<number, string>, page = '1') {
  const form = new FormData()
  form.set('intent', 'names.save')
  form.set('page', page)
  for (const [index, name] of Object.entries(names)) form.set(`displayName.${index}`, name)
  const backTo = `/analysis-project/${analysisId}?group=1&tab=names`
  return handleSampleNamesAction({
    request: new Request(`http://localhost${backTo}`, { method: 'POST' }),
    analysisId,
    user,
    form,
    intent: 'names.save',
    backTo,
  })
}

async function storedNames(analysisId: string) {
  const rows = await getDb()
    .select({ originalName: sampleNameMaps.originalName, newName: sampleNameMaps.newName })
    .from(sampleNameMaps)
    .where(eq(sampleNameMaps.analysisId, analysisId))
  return Object.fromEntries(rows.map((row) => [row.originalName, row.newName]))
}

describe('validateDisplayNames', () => {
  const check = (typed: string[], stored: Record<string, string> = {}) =>
    Object.fromEntries(validateDisplayNames(SAMPLES, SAMPLES, typed, new Map(Object.entries(stored))))

  it("accepts new valid names and a sample's own name (which clears its display name)", () => {
    expect(check(['Soil-1', 'S2', 'Gut'])).toEqual({})
  })

  it('requires a name, with the sample named in the message', () => {
    expect(check(['', 'S2', 'S3'])).toEqual({
      S1: { messageKey: 'sampleNames.errors.required', values: { sample: 'S1', name: '' } },
    })
  })

  it('allows letters, digits and hyphens only, starting with a letter', () => {
    expect(check(['1abc', 'a_b', 'a b']).S1.messageKey).toBe('sampleNames.errors.format')
    expect(check(['1abc', 'a_b', 'a b']).S2.messageKey).toBe('sampleNames.errors.format')
    expect(check(['1abc', 'a_b', 'a b']).S3.messageKey).toBe('sampleNames.errors.format')
    expect(check(['-a', '中文', 'S3']).S1.messageKey).toBe('sampleNames.errors.format')
    expect(check(['-a', '中文', 'S3']).S2.messageKey).toBe('sampleNames.errors.format')
  })

  it('accepts 1 to 20 characters (the input allows 50)', () => {
    expect(check(['a', 'A'.repeat(20), 'S3'])).toEqual({})
    expect(check(['A'.repeat(21), 'S2', 'S3']).S1.messageKey).toBe('sampleNames.errors.length')
  })

  it("refuses another sample's name, even when that sample has a display name", () => {
    expect(check(['S2', 'S2', 'S3']).S1).toEqual({
      messageKey: 'sampleNames.errors.takenBySample',
      values: { sample: 'S1', name: 'S2' },
    })
    expect(check(['S2', 'Other', 'S3']).S1.messageKey).toBe('sampleNames.errors.takenBySample')
  })

  it('refuses a display name twice, on the page and against the stored names of other pages', () => {
    expect(check(['Same', 'Same', 'S3'])).toEqual({
      S1: { messageKey: 'sampleNames.errors.duplicate', values: { sample: 'S1', name: 'Same' } },
      S2: { messageKey: 'sampleNames.errors.duplicate', values: { sample: 'S2', name: 'Same' } },
    })
    const firstPageOnly = validateDisplayNames(SAMPLES, ['S1'], ['Kept'], new Map([['S3', 'Kept']]))
    expect(firstPageOnly.get('S1')?.messageKey).toBe('sampleNames.errors.duplicate')
    // Names swapped between two samples of the page are fine.
    expect(check(['B', 'A', 'S3'], { S1: 'A', S2: 'B' })).toEqual({})
  })
})

describe('the messages', () => {
  it.each([
    ['zh', zhCommon],
    ['en', enCommon],
  ])('are all in the %s locale, the success and failure ones as the spec names them', (language, messages) => {
    const { errors, messages: outcomes } = messages.sampleNames
    for (const key of ['required', 'format', 'length', 'takenBySample', 'duplicate', 'readOnly'])
      expect(errors[key as keyof typeof errors]).toBeTruthy()
    expect(errors.required).toMatch(/^\{\{sample\}\} DisplayName required/)
    expect([outcomes.saveSucceeded, outcomes.saveFailed]).toEqual(
      language === 'zh' ? ['保存成功', '保存失败'] : ['Saved successfully.', 'Save failed.'],
    )
  })
})

describe('names.save', () => {
  it('refuses an invalid page with every typed value and a message per row, and stores nothing', async () => {
    const response = await save(project.analysisId, customer, { 0: 'Soil-A', 1: '2bad', 2: '' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as SampleNamesActionData
    expect(body.values).toEqual({ 0: 'Soil-A', 1: '2bad', 2: '' })
    expect(body.errors).toEqual({
      1: { messageKey: 'sampleNames.errors.format', values: { sample: 'S2', name: '2bad' } },
      2: { messageKey: 'sampleNames.errors.required', values: { sample: 'S3', name: '' } },
    })
    expect(await storedNames(project.analysisId)).toEqual({})
  })

  it("stores only the names that differ, says SaveSuccessfully, and queues the charts' drawing", async () => {
    const response = await save(project.analysisId, customer, { 0: ' Soil-A ', 1: 'S2', 2: 'Gut-B' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/analysis-project/${project.analysisId}?group=1&tab=names`)
    expect(response.headers.get('Set-Cookie')).toContain('__flash=')
    expect(await storedNames(project.analysisId)).toEqual({ S1: 'Soil-A', S3: 'Gut-B' })
    const jobs = await getDb().execute<{ key: string }>(
      sql`select key from graphile_worker.jobs where task_identifier = 'render_display_name_charts'`,
    )
    expect(jobs.map((job) => job.key)).toContain(
      jobKeyOf('render_display_name_charts', { analysisId: project.analysisId }),
    )
  })

  it("deletes the row of a name cleared back to the sample's own, and swaps names in one save", async () => {
    await save(project.analysisId, customer, { 0: 'Gut-B', 1: 'S2', 2: 'Soil-A' })
    expect(await storedNames(project.analysisId)).toEqual({ S1: 'Gut-B', S3: 'Soil-A' })
    await save(project.analysisId, customer, { 0: 'S1', 1: 'S2', 2: 'Soil-A' })
    expect(await storedNames(project.analysisId)).toEqual({ S3: 'Soil-A' })
  })

  it('answers 400 to a form that lacks a row of the page', async () => {
    const response = await save(project.analysisId, customer, { 0: 'A', 1: 'B' })
    expect(response.status).toBe(400)
  })

  it('lets a demo keep names, refuses an expired project, and is a 404 for another account', async () => {
    const demo = await insertAnalysisProject({ customerId: customer.id, demo: true, withGroups: false })
    expect((await save(demo.analysisId, customer, { 0: 'Demo-1', 1: 'S2', 2: 'S3' })).status).toBe(302)
    expect(await storedNames(demo.analysisId)).toEqual({ S1: 'Demo-1' })

    const expired = await insertAnalysisProject({
      customerId: customer.id,
      withGroups: false,
      expiresAt: new Date(Date.now() - 86_400_000),
    })
    const refused = await save(expired.analysisId, customer, { 0: 'Late', 1: 'S2', 2: 'S3' })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as SampleNamesActionData).formError).toBe('sampleNames.errors.readOnly')
    expect(await storedNames(expired.analysisId)).toEqual({})

    const notFound = await save(project.analysisId, stranger, { 0: 'Mine', 1: 'S2', 2: 'S3' }).catch(
      (thrown: Response) => thrown,
    )
    expect(notFound.status).toBe(404)
  })
})

describe('more than one page of samples', () => {
  it('shows 200 samples a page and saves only the rows of the page posted', async () => {
    const large = await insertAnalysisProject({ customerId: customer.id, withGroups: false })
    const samples = Array.from({ length: 250 }, (_, index) => `G${index + 1}`)
    await getDb()
      .update(analysisBatches)
      .set({ sampleInfo: { data: [['sample', 'SampleType'], ...samples.map((sample) => [sample, 'Soil'])] } })
      .where(eq(analysisBatches.id, large.analysisId))
    await getDb().insert(sampleNameMaps).values({ analysisId: large.analysisId, originalName: 'G1', newName: 'First' })
    const viewable = (await findViewableProject(large.analysisId, customer))!
    const context = { project: viewable, language: 'en' as const, wikiHost: '', request: null }
    const group = { id: 0, name: '', type: ANALYSIS_GROUP_TYPE.globalDataset, icon: null, items: [] }
    const first = await loadSampleNamesTab({ ...context, group, query: {} })
    expect([first.page, first.pageCount, first.rows.length, first.sampleCount, first.renamedCount]).toEqual([
      1, 2, 200, 250, 1,
    ])
    expect(first.rows[0]).toEqual({ index: 0, originalName: 'G1', displayName: 'First' })
    const second = await loadSampleNamesTab({ ...context, group, query: { page: 2 } })
    expect(second.rows.map((row) => row.index)).toEqual(samples.slice(200).map((_, offset) => 200 + offset))

    const typed = Object.fromEntries(samples.slice(200).map((sample, offset) => [200 + offset, sample]))
    // A name already shown on page 1 is refused on page 2.
    const refused = await save(large.analysisId, customer, { ...typed, 249: 'First' }, '2')
    expect(((await refused.json()) as SampleNamesActionData).errors).toEqual({
      249: { messageKey: 'sampleNames.errors.duplicate', values: { sample: 'G250', name: 'First' } },
    })
    expect((await save(large.analysisId, customer, { ...typed, 249: 'Last' }, '2')).status).toBe(302)
    expect(await storedNames(large.analysisId)).toEqual({ G1: 'First', G250: 'Last' })
  })
})

describe("display names in the project's results", () => {
  const result: StoredToolResult = {
    charts: [
      {
        spec: {
          id: 'shannon',
          title: 'Shannon',
          type: 'bar',
          data: { labels: ['S1', 'S2', 'S3'], datasets: [{ label: 'Shannon', data: [1.5, 2.25, 3] }] },
          width: 400,
          height: 300,
        },
        pngFileName: 'shannon.png',
      },
      {
        spec: {
          id: 'groups',
          title: 'Groups',
          type: 'bar',
          data: { labels: ['Soil', 'Feces'], datasets: [{ label: 'n', data: [2, 1] }] },
          width: 400,
          height: 300,
        },
        pngFileName: 'groups.png',
      },
    ],
    tables: [
      {
        id: 'alpha',
        title: 'Alpha diversity',
        columns: ['sample', 'shannon'],
        rows: [
          ['S1', 1.5],
          ['S3', 3],
        ],
        rowCount: 2,
        fileName: 'alpha.tsv',
      },
    ],
    notes: [],
    files: [],
  }

  it('shows display names in tables and charts, and draws the renamed PNG in the worker', async () => {
    const shown = await insertAnalysisProject({ customerId: customer.id })
    await getDb().update(toolTasks).set({ result }).where(eq(toolTasks.id, shown.runs.success))
    await save(shown.analysisId, customer, { 0: 'Soil-A', 1: 'S2', 2: 'S3' })
    const viewable = (await findViewableProject(shown.analysisId, customer))!
    const body = await loadProjectBody(viewable, { group: shown.groups.tools, item: shown.itemId }, 'en', 'wiki.x')
    if (body.pane?.kind !== 'tools' || !body.pane.run?.result) throw new Error('the tools pane did not open')
    const view = body.pane.run.result
    expect(view.tables[0].table.rows).toEqual([
      ['Soil-A', 1.5],
      ['S3', 3],
    ])
    expect(view.charts[0].spec?.data.labels).toEqual(['Soil-A', 'S2', 'S3'])
    expect(view.charts[0].pngUrl).toMatch(
      new RegExp(
        `^/resources/display-name-chart/${shown.analysisId}/${shown.runs.success}/shannon\\.png\\?v=[0-9a-f]{16}$`,
      ),
    )
    // A chart that names no renamed sample keeps its stored PNG.
    expect(view.charts[1].pngUrl).toBe(`/resources/tool-task-files/${shown.runs.success}/output/groups.png`)
    // The stored result stays as computed.
    const [stored] = await getDb()
      .select({ result: toolTasks.result })
      .from(toolTasks)
      .where(eq(toolTasks.id, shown.runs.success))
    expect((stored.result as StoredToolResult).tables[0].rows[0][0]).toBe('S1')

    // The worker's job draws the PNG with the names and catalogues it in the batch's folder.
    const chart = await findDisplayNameChart(viewable, shown.runs.success, 'shannon.png')
    if (chart?.kind !== 'renamed') throw new Error('the chart should be drawn with display names')
    expect(chart.storageKey).toMatch(
      new RegExp(`/${shown.analysisId}/display-names/T[0-9A-F]+/shannon\\.[0-9a-f]{16}\\.png$`),
    )
    await renderDisplayNameCharts(shown.analysisId, inProcessAnalyst({}))
    const png = await displayNameChartPng(shown.analysisId, chart.storageKey)
    expect([...png!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    const catalogued = await getDb()
      .select({ name: storedFiles.name, ownerId: storedFiles.ownerId })
      .from(storedFiles)
      .where(and(eq(storedFiles.analysisId, shown.analysisId), eq(storedFiles.storageKey, chart.storageKey)))
    expect(catalogued).toEqual([{ name: chart.storageKey.split('/').pop(), ownerId: customer.id }])

    // Cleared back: the chart's own PNG serves again, and the PNG drawn for the old names goes.
    await save(shown.analysisId, customer, { 0: 'S1', 1: 'S2', 2: 'S3' })
    expect(await findDisplayNameChart(viewable, shown.runs.success, 'shannon.png')).toEqual({
      kind: 'asComputed',
      url: `/resources/tool-task-files/${shown.runs.success}/output/shannon.png`,
    })
    await renderDisplayNameCharts(shown.analysisId, inProcessAnalyst({}))
    expect(await fileStorage().exists(chart.storageKey)).toBe(false)
    expect(await getDb().select().from(storedFiles).where(eq(storedFiles.storageKey, chart.storageKey))).toEqual([])
    expect(await getDb().select().from(analysisBatches).where(eq(analysisBatches.id, shown.analysisId))).toHaveLength(1)
  })
})
