import { and, asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { advanceAnalysisBatch } from '../analysis-batches'
import { loadAnalysisReport } from '../analysis-report'
import { getDb } from '../client'
import { compareSolutions, sampleGroupSolutions } from '../schema/project-tooling'
import { analysisBatches } from '../schema/projects'
import { toolTasks } from '../schema/tools'
import { languageResources } from '../schema/i18n'
import { reportTemplates, workflowAnalysisGroups, workflowAnalysisItems, workflows } from '../schema/workflows'
import { ANALYSIS_STATUS } from '../../core/projects'
import type { StoredToolResult } from '../../core/tool-results'
import { inProcessAnalyst } from '../../jobs/analyse-in-process'
import { startAnalysisBatch } from '../../jobs/run-analysis-batch'
import { runToolTask } from '../../jobs/run-tool'
import { TOOL_EXECUTORS } from '../../tools/registry'
import { MARIONI_EXAMPLE, seedExampleProjects } from './example-projects'
import { RNA_SEQ_TEMPLATE, seedRnaSeqReportTemplate, seedRnaSeqTemplate } from './rna-seq-template'
import { findSeededWorkflow } from './workflows'

async function rnaSeqWorkflowId(): Promise<number> {
  const workflow = await findSeededWorkflow(getDb(), 'rna-seq')
  if (!workflow) throw new Error('the RNA-seq workflow was not seeded')
  return workflow.id
}

async function templateGroups(workflowId: number) {
  return getDb()
    .select({ id: workflowAnalysisGroups.id, name: workflowAnalysisGroups.groupNameEn })
    .from(workflowAnalysisGroups)
    .where(eq(workflowAnalysisGroups.workflowId, workflowId))
    .orderBy(asc(workflowAnalysisGroups.sort))
}

/** Does what a worker would: runs the batch's queued run_tool jobs, then advances it, until none is left. */
async function workThrough(analysisId: string) {
  const analyst = inProcessAnalyst(TOOL_EXECUTORS)
  for (let round = 0; round < 10; round++) {
    const jobs = await getDb().execute<{ key: string; taskId: number }>(
      sql`select j.key, (j.payload->>'toolTaskId')::int as "taskId"
          from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'run_tool'
            and (j.payload->>'toolTaskId')::int in (select id from tool_tasks where analysis_id = ${analysisId})
          order by j.id`,
    )
    if (jobs.length === 0) return
    for (const job of jobs) {
      await getDb().execute(sql`select graphile_worker.remove_job(${job.key})`)
      await runToolTask(job.taskId, { attemptKey: `${job.key}:1`, analyst })
    }
    await advanceAnalysisBatch(analysisId)
  }
  throw new Error('the batch never stopped queueing runs')
}

// The example runs first: the template test below renames template rows, which a new batch would copy.
describe('the Marioni example project', () => {
  it("is the workflow's example, runs each comparison of its compare solution and completes with its report", async () => {
    await seedExampleProjects(getDb())
    await seedExampleProjects(getDb())
    const analysisId = MARIONI_EXAMPLE.batchId
    const [workflow] = await getDb()
      .select({ exampleId: workflows.exampleId })
      .from(workflows)
      .where(eq(workflows.id, await rnaSeqWorkflowId()))
    expect(workflow.exampleId).toBe(analysisId)
    const [compare] = await getDb()
      .select({ groups: compareSolutions.groups })
      .from(compareSolutions)
      .innerJoin(sampleGroupSolutions, eq(sampleGroupSolutions.id, compareSolutions.groupSolutionId))
      .where(and(eq(sampleGroupSolutions.analysisId, analysisId), eq(compareSolutions.isDefault, true)))
    expect(compare.groups).toEqual([['Kidney', 'Liver']])

    await startAnalysisBatch(analysisId, inProcessAnalyst(TOOL_EXECUTORS))
    const runs = await getDb()
      .select({ id: toolTasks.id, runName: toolTasks.runName, params: toolTasks.params })
      .from(toolTasks)
      .where(eq(toolTasks.analysisId, analysisId))
      .orderBy(asc(toolTasks.id))
    expect(runs.map((run) => run.runName)).toEqual(['表达分布与样本相关性', 'Liver vs Kidney', 'Liver vs Kidney'])
    expect(runs[1].params).toMatchObject({ reference_level: 'Kidney', treatment_level: 'Liver' })
    expect(runs[2].params).toMatchObject({
      group_column: 'tissue',
      reference_level: 'Kidney',
      treatment_level: 'Liver',
      test: 'qlf',
    })

    await workThrough(analysisId)
    const [batch] = await getDb()
      .select({ status: analysisBatches.status })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, analysisId))
    expect(batch.status).toBe(ANALYSIS_STATUS.completed)
    const [deseq2Run] = await getDb()
      .select({ result: toolTasks.result })
      .from(toolTasks)
      .where(eq(toolTasks.id, runs[1].id))
    const result = deseq2Run.result as StoredToolResult
    expect(result.tables[0].rowCount).toBe(5088)
    expect(result.files.map((file) => file.name)).toContain('differential_expression.tsv')
    expect(result.charts.map((chart) => chart.spec.id)).toContain('volcano')

    const report = await loadAnalysisReport(analysisId, 'en')
    const titles = report!.sections.flatMap((section) => section.groups.map((group) => group.title))
    expect(titles).toEqual(expect.arrayContaining(['Differential expression']))
    const deGroup = report!.sections
      .flatMap((section) => section.groups)
      .find((group) => group.title === 'Differential expression')!
    expect(deGroup.items.flatMap((item) => item.runs.map((run) => run.name))).toEqual([
      'Liver vs Kidney',
      'Liver vs Kidney',
    ])
  })
})

describe('the RNA-seq template', () => {
  it('is seeded once, with its report template, and keeps what staff edit', async () => {
    const workflowId = await rnaSeqWorkflowId()
    const groups = await templateGroups(workflowId)
    expect(groups.map((group) => group.name)).toEqual(RNA_SEQ_TEMPLATE.map((group) => group.nameEn))
    const de = groups.find((group) => group.name === 'Differential expression')!
    const items = await getDb()
      .select({ id: workflowAnalysisItems.id, nameEn: workflowAnalysisItems.analysisNameEn })
      .from(workflowAnalysisItems)
      .where(eq(workflowAnalysisItems.groupId, de.id))
      .orderBy(asc(workflowAnalysisItems.sort))
    expect(items.map((item) => item.nameEn)).toEqual([
      'DESeq2 differential expression',
      'edgeR differential expression',
    ])

    // Staff rename a group and an item, and rewrite the report's experiment text; a restart seeds again.
    await getDb()
      .update(workflowAnalysisGroups)
      .set({ groupNameEn: 'DE genes' })
      .where(eq(workflowAnalysisGroups.id, de.id))
    await getDb()
      .update(workflowAnalysisItems)
      .set({ analysisNameEn: 'DESeq2' })
      .where(eq(workflowAnalysisItems.id, items[0].id))
    const [template] = await getDb()
      .select({ experiment: reportTemplates.experimentProcessContentId })
      .from(reportTemplates)
      .where(eq(reportTemplates.workflowId, workflowId))
    await getDb()
      .update(languageResources)
      .set({ en: '<p>Our own protocol.</p>' })
      .where(eq(languageResources.id, template.experiment!))
    await seedRnaSeqTemplate(getDb())
    await seedRnaSeqReportTemplate(getDb())

    const again = await templateGroups(workflowId)
    expect(again.map((group) => group.id)).toEqual(groups.map((group) => group.id))
    expect(again.find((group) => group.id === de.id)?.name).toBe('DE genes')
    const [item] = await getDb()
      .select({ nameEn: workflowAnalysisItems.analysisNameEn })
      .from(workflowAnalysisItems)
      .where(eq(workflowAnalysisItems.id, items[0].id))
    expect(item.nameEn).toBe('DESeq2')
    const [text] = await getDb()
      .select({ en: languageResources.en })
      .from(languageResources)
      .where(eq(languageResources.id, template.experiment!))
    expect(text.en).toBe('<p>Our own protocol.</p>')
    expect(await getDb().select().from(reportTemplates).where(eq(reportTemplates.workflowId, workflowId))).toHaveLength(
      1,
    )
  })
})
