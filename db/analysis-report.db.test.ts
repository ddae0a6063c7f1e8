import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAnalysisBatch } from './analysis-batches'
import { insertTestTemplate, TEST_DATASET } from './analysis-batches.fixtures'
import { loadAnalysisReport, reportCell, type ReportChartWithSpec } from './analysis-report'
import { formatReportDate } from '../core/date-time'
import { getDb } from './client'
import { languageResources } from './schema/i18n'
import { sampleNameMaps } from './schema/project-tooling'
import { analysisBatches, orders, projectAnalysisGroups } from './schema/projects'
import { tools, toolTasks } from './schema/tools'
import { reportTemplates } from './schema/workflows'
import { inProcessAnalyst } from '../jobs/analyse-in-process'
import { startAnalysisBatch } from '../jobs/run-analysis-batch'
import { userIdByEmail } from '../jobs/run-tool.fixtures'
import type { StoredToolResult } from '../core/tool-results'
import { reportBaseInfoTabs } from '../core/analysis-report'
import { reportTranslations } from '../jobs/report-pdf/translations'
import { ANALYSIS_GROUP_TYPE } from '../core/workflows'

let customerId: number
let toolId: number

beforeAll(async () => {
  customerId = await userIdByEmail('customer@example.com')
  const [tool] = await getDb().select({ id: tools.id }).from(tools).where(eq(tools.scriptClassName, 'AlphaDiversity'))
  toolId = tool.id
})

/** A stored result naming the dataset's samples: one chart, one table of `rows` rows. */
function storedResult(prefix: string, rows: number): StoredToolResult {
  return {
    charts: [
      {
        spec: {
          id: 'shannon',
          title: 'Shannon',
          type: 'bar',
          data: { labels: ['S1', 'S2'], datasets: [{ label: 'Shannon', data: [1, 2] }] },
          width: 640,
          height: 400,
        },
        pngFileName: 'shannon.png',
      },
    ],
    tables: [
      {
        id: 'indices',
        title: 'Indices',
        columns: ['sample', 'rank', 'shannon'],
        rows: Array.from({ length: rows }, (_, index) => [`S${(index % 6) + 1}`, index, index / 7]),
        rowCount: rows,
        fileName: 'indices.tsv',
      },
    ],
    notes: ['a note'],
    warnings: [{ code: 'groupTestsNotRun', params: { tests: 'ANOSIM, PERMANOVA', reason: 'oneGroup' } }],
    files: [
      {
        name: 'shannon.png',
        storageKey: `${prefix}/shannon.png`,
        contentType: 'image/png',
        sizeBytes: 10,
        role: 'chart',
      },
      {
        name: 'indices.tsv',
        storageKey: `${prefix}/indices.tsv`,
        contentType: 'text/tab-separated-values',
        sizeBytes: 10,
        role: 'table',
      },
    ],
  }
}

/**
 * A completed batch of a template with a report template: two runs of one item, the first
 * succeeded with a 15-row table, the second failed; plus a QC group the report must hide.
 */
async function completedBatch() {
  const template = await insertTestTemplate(
    [
      {
        name: 'Alpha 多样性',
        toolId,
        runSettings: [
          { name: '甲', nameEn: 'First', params: {} },
          { name: '乙', nameEn: 'Second', params: {} },
        ],
      },
    ],
    { report: true },
  )
  const [experiment, itemIntroduction, notice] = await getDb()
    .insert(languageResources)
    .values(
      ['experiment', 'item', 'notice'].map((name) => ({
        resourceKey: `report-test-${name}-${template.workflowId}`,
        zh: `<p>${name} 中文</p>`,
        en: `<p>${name} English</p>`,
      })),
    )
    .returning({ id: languageResources.id })
  const [toolsGroup] = await getDb().execute<{ id: number }>(
    sql`select group_id as id from workflow_analysis_items where id = ${template.itemIds['Alpha 多样性']}`,
  )
  await getDb()
    .update(reportTemplates)
    .set({
      experimentProcessContentId: experiment.id,
      noticeContentId: notice.id,
      defaultTableRows: 5,
      groupSettings: [
        {
          groupId: toolsGroup.id,
          reportIntroductionId: null,
          defaultReportTableRows: 4,
          items: [
            {
              itemId: template.itemIds['Alpha 多样性'],
              reportIntroductionId: itemIntroduction.id,
              defaultReportTableRows: 3,
            },
          ],
        },
      ],
    })
    .where(eq(reportTemplates.workflowId, template.workflowId))

  const { analysisId } = await createAnalysisBatch({
    workflowId: template.workflowId,
    customerId,
    projectName: 'Report test',
    groupColumn: 'SampleType',
    sampleInfo: TEST_DATASET.sampleInfo,
    files: TEST_DATASET.files,
    baseInfo: { project_info: { species: 'soil', depth: 12 } },
  })
  await startAnalysisBatch(analysisId, inProcessAnalyst({}))
  const runs = await getDb()
    .select({ id: toolTasks.id, taskNumber: toolTasks.taskNumber })
    .from(toolTasks)
    .where(eq(toolTasks.analysisId, analysisId))
    .orderBy(asc(toolTasks.id))
  await getDb()
    .update(toolTasks)
    .set({ status: 800, result: storedResult(`out/${runs[0].taskNumber}`, 15) })
    .where(eq(toolTasks.id, runs[0].id))
  await getDb()
    .update(toolTasks)
    .set({ status: 400, result: storedResult(`out/${runs[1].taskNumber}`, 15) })
    .where(eq(toolTasks.id, runs[1].id))
  await getDb()
    .insert(projectAnalysisGroups)
    .values({ analysisId, groupName: '质控', groupType: ANALYSIS_GROUP_TYPE.qc, sort: 2 })
  await getDb()
    .update(analysisBatches)
    .set({ status: 2, projectEndTime: new Date('2026-03-04T05:06:00Z') })
    .where(eq(analysisBatches.id, analysisId))
  return { analysisId, runs }
}

describe('the analysis report model', () => {
  it('shows a project that is not completed with its cover and no sections', async () => {
    const template = await insertTestTemplate([{ name: 'Alpha', toolId }], { report: true })
    const { analysisId, trackingNumber } = await createAnalysisBatch({
      workflowId: template.workflowId,
      customerId,
      projectName: 'Waiting',
      groupColumn: 'SampleType',
      sampleInfo: TEST_DATASET.sampleInfo,
      files: TEST_DATASET.files,
    })
    const report = await loadAnalysisReport(analysisId, 'zh')
    expect(report).toMatchObject({
      status: 0,
      sections: [],
      index: [],
      cover: { trackingNumber, analysisId, reportDate: null, contactEmail: 'service@example.com' },
    })
    expect(report?.title).toBe(`${trackingNumber} / ${analysisId} - ${report?.analysisName}`)
    expect(await loadAnalysisReport('A-no-such-batch', 'zh')).toBeNull()
  })

  it('numbers the five sections, hides QC and inactive groups, shows successful runs with tables cut to the item rows, in the reader language', async () => {
    const { analysisId, runs } = await completedBatch()
    const zh = (await loadAnalysisReport(analysisId, 'zh'))!
    expect(zh.cover.reportDate).toBe('2026-03-04 13:06') // Asia/Shanghai
    expect(zh.sections.map((section) => [section.number, section.kind])).toEqual([
      ['1', 'experiment'],
      ['2', 'analysis'],
      ['3', 'results'],
      ['4', 'appendix'],
      ['5', 'references'],
    ])
    expect(zh.sections[0].html).toBe('<p>experiment 中文</p>')
    expect(zh.noticeHtml).toBe('<p>notice 中文</p>')
    const results = zh.sections[2].groups
    expect(results.map((group) => [group.number, group.kind, group.title])).toEqual([
      ['3.1', 'projectIntroduction', '项目概况'],
      ['3.2', 'analyses', '分析'],
    ])
    expect(results[0].introductionHtml).toBe('<p>项目介绍</p>')
    expect(results[0].baseInfo).toEqual([
      {
        name: 'project_info',
        pairs: [
          { attribute: 'depth', value: '12' },
          { attribute: 'species', value: 'soil' },
        ],
      },
    ])
    const [item] = results[1].items
    expect(item).toMatchObject({ number: '3.2.1', title: 'Alpha 多样性', introductionHtml: '<p>item 中文</p>' })
    // The second run failed: only the first is reported.
    expect(item.runs.map((run) => [run.id, run.name])).toEqual([[runs[0].id, '甲']])
    // The run's warnings reach the report as stored (codes), for each renderer to translate.
    expect(item.runs[0].warnings).toEqual([
      { code: 'groupTestsNotRun', params: { tests: 'ANOSIM, PERMANOVA', reason: 'oneGroup' } },
    ])
    const [table] = item.runs[0].tables
    expect(table.rows).toEqual([
      ['S1', 0, 0],
      ['S2', 1, 0.1429],
      ['S3', 2, 0.2857],
    ])
    expect(table.rowCount).toBe(15)
    expect(item.runs[0].charts).toEqual([
      expect.objectContaining({
        title: 'Shannon',
        storageKey: `out/${runs[0].taskNumber}/shannon.png`,
        renamed: false,
      }),
    ])
    expect(zh.chartCount).toBe(1)
    expect(zh.index.map((entry) => [entry.number, entry.depth])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 1],
      ['3.1', 2],
      ['3.2', 2],
      ['3.2.1', 3],
      ['4', 1],
      ['5', 1],
    ])

    await getDb()
      .update(projectAnalysisGroups)
      .set({ groupNameEn: 'Analyses' })
      .where(and(eq(projectAnalysisGroups.analysisId, analysisId), eq(projectAnalysisGroups.groupName, '分析')))
    const en = (await loadAnalysisReport(analysisId, 'en'))!
    // An English name where the project has one, the Chinese name where it has none.
    expect(en.sections[2].groups.map((group) => group.title)).toEqual(['项目概况', 'Analyses'])
    expect((await loadAnalysisReport(analysisId, 'zh'))!.sections[2].groups[1].title).toBe('分析')
    expect(en.sections[0].html).toBe('<p>experiment English</p>')
    expect(en.sections[2].groups[1].items[0].introductionHtml).toBe('<p>item English</p>')
    expect(en.sections[2].groups[1].items[0].runs[0].name).toBe('First')
    expect(en.sections[2].groups[0].introductionHtml).toBe('<p>Introduction</p>')
  })

  it('gives an uploaded project (no base info of its own) the base-info table its introduction promises', async () => {
    const { analysisId } = await completedBatch()
    await getDb().update(analysisBatches).set({ baseInfo: {} }).where(eq(analysisBatches.id, analysisId))
    const [batch] = await getDb()
      .select({ analysisName: analysisBatches.analysisName, trackingNumber: orders.trackingNumber })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(analysisBatches.id, analysisId))
    for (const [language, expected] of [
      [
        'zh',
        {
          name: '项目基本信息',
          labels: ['项目名称', '分析名称', '订单号', '分析编号', '客户', '样本数', '分组', '创建时间'],
        },
      ],
      [
        'en',
        {
          name: 'Project information',
          labels: [
            'Project name',
            'Analysis name',
            'Order number',
            'Analysis number',
            'Customer',
            'Samples',
            'Groups',
            'Created',
          ],
        },
      ],
    ] as const) {
      const [introduction] = (await loadAnalysisReport(analysisId, language))!.sections[2].groups
      expect(introduction.kind).toBe('projectIntroduction')
      const tabs = reportBaseInfoTabs(introduction, await reportTranslations(language))
      expect(tabs).toHaveLength(1)
      expect(tabs[0].name).toBe(expected.name)
      expect(tabs[0].pairs.map((pair) => pair.attribute)).toEqual(expected.labels)
      const values = tabs[0].pairs.map((pair) => pair.value)
      // The test dataset: six samples, S1-S3 Soil and S4-S6 Feces in the SampleType column.
      expect(values.slice(0, 4)).toEqual(['Report test', batch.analysisName, batch.trackingNumber, analysisId])
      expect(values[4]).toBeTruthy()
      expect(values.slice(5, 7)).toEqual(['6', 'Soil (3), Feces (3)'])
      expect(values[7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    }
  })

  it('shows the display names in tables and points renamed charts at their display-name PNG', async () => {
    const { analysisId, runs } = await completedBatch()
    await getDb().insert(sampleNameMaps).values({ analysisId, originalName: 'S1', newName: 'Soil-1' })
    const report = (await loadAnalysisReport(analysisId, 'zh', { withChartSpecs: true }))!
    const [run] = report.sections[2].groups[1].items[0].runs
    expect(run.tables[0].rows.map((row) => row[0])).toEqual(['Soil-1', 'S2', 'S3'])
    const chart: ReportChartWithSpec = run.charts[0]
    expect(chart.renamed).toBe(true)
    expect(chart.storageKey).toMatch(new RegExp(`/display-names/${runs[0].taskNumber}/shannon\\.[0-9a-f]{16}\\.png$`))
    expect(chart.spec?.data.labels).toEqual(['Soil-1', 'S2'])
  })

  it('prints decimals to four significant digits, integers and text as they are', () => {
    expect(
      [1.7715852221401138, -0.016719382520783727, 12, 'S1', null, 0.0000123456, 2345678.9, '0.123456789', '0.5'].map(
        reportCell,
      ),
    ).toEqual([1.772, -0.01672, 12, 'S1', null, '1.235e-5', '2.346e+6', 0.1235, '0.5'])
  })

  it('formats the report date as YYYY-MM-DD HH:mm in the platform time zone', () => {
    expect(formatReportDate(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30')
  })
})
