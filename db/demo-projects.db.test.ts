import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from './client'
import { copyDemoProject } from './demo-projects'
import { fileStorage } from './file-storage'
import {
  analysisBatches,
  analysisTasks,
  demoCreations,
  projectAnalysisGroups,
  projectAnalysisItems,
} from './schema/projects'
import { tools, toolTasks } from './schema/tools'
import { users } from './schema/users'
import { workflowAnalysisGroups, workflowAnalysisItems, workflows } from './schema/workflows'
import { ANALYSIS_GROUP_TYPE } from '../core/workflows'
import { TOOL_RUN_STATUS } from '../core/tool-runs'
import { insertAnalysisProject } from '../tests/fixtures/analysis-projects'

/*
 * Get samples for a new workflow whose example is another workflow's batch (staff build a workflow
 * and choose an existing example for it): the demo is the new workflow's project, with its template,
 * and each template item holds the example's results of the same tool.
 */

describe('a demo of a workflow whose example belongs to another workflow', () => {
  it("gets the workflow's template, each item with the example's finished runs of its tool", async () => {
    const db = getDb()
    const [owner] = await db.insert(users).values({ email: 'other-example@test.invalid' }).returning({ id: users.id })
    const [customer] = await db
      .insert(users)
      .values({ email: 'new-flow-demo@test.invalid' })
      .returning({ id: users.id })
    const example = await insertAnalysisProject({ customerId: owner.id })
    const toolId = async (scriptClassName: string) =>
      (await db.select({ id: tools.id }).from(tools).where(eq(tools.scriptClassName, scriptClassName)))[0].id

    // The new workflow: an overview, then alpha diversity and PCoA.
    const [workflow] = await db
      .insert(workflows)
      .values({
        title: '新流程',
        titleEn: 'New workflow',
        isActive: true,
        isPublish: true,
        exampleId: example.analysisId,
      })
      .returning({ id: workflows.id })
    const [, toolsGroup] = await db
      .insert(workflowAnalysisGroups)
      .values([
        { workflowId: workflow.id, groupName: '概况', groupType: ANALYSIS_GROUP_TYPE.projectOverview, sort: 1 },
        { workflowId: workflow.id, groupName: '多样性', groupType: ANALYSIS_GROUP_TYPE.tools, sort: 2 },
      ])
      .returning({ id: workflowAnalysisGroups.id })
    const [alpha, pcoa] = await db
      .insert(workflowAnalysisItems)
      .values([
        { groupId: toolsGroup.id, analysisName: 'Alpha', toolId: await toolId('AlphaDiversity'), sort: 1 },
        { groupId: toolsGroup.id, analysisName: 'PCoA', toolId: await toolId('BetaDiversityPCoA'), sort: 2 },
      ])
      .returning({ id: workflowAnalysisItems.id })

    const [creation] = await db
      .insert(demoCreations)
      .values({ userId: customer.id, workflowId: workflow.id })
      .returning({ id: demoCreations.id })
    const outcome = await copyDemoProject(creation.id, fileStorage())
    if (outcome.status !== 'done') throw new Error(`the copy ended ${outcome.status}`)

    const [batch] = await db.select().from(analysisBatches).where(eq(analysisBatches.id, outcome.analysisId))
    expect(batch).toMatchObject({ workflowId: workflow.id, analysisName: '新流程', customerId: customer.id })
    const groups = await db
      .select({ name: projectAnalysisGroups.groupName, templateGroupId: projectAnalysisGroups.templateGroupId })
      .from(projectAnalysisGroups)
      .where(eq(projectAnalysisGroups.analysisId, outcome.analysisId))
      .orderBy(asc(projectAnalysisGroups.sort))
    expect(groups).toEqual([
      { name: '概况', templateGroupId: expect.any(Number) },
      { name: '多样性', templateGroupId: toolsGroup.id },
    ])
    const items = await db
      .select({ id: projectAnalysisItems.id, templateItemId: projectAnalysisItems.templateItemId })
      .from(projectAnalysisItems)
      .innerJoin(projectAnalysisGroups, eq(projectAnalysisGroups.id, projectAnalysisItems.groupId))
      .where(eq(projectAnalysisGroups.analysisId, outcome.analysisId))
      .orderBy(asc(projectAnalysisItems.sort))
    expect(items.map((item) => item.templateItemId)).toEqual([alpha.id, pcoa.id])
    const runsOf = async (projectItemId: number) =>
      db
        .select({ runName: toolTasks.runName, status: toolTasks.status })
        .from(toolTasks)
        .innerJoin(analysisTasks, eq(analysisTasks.id, toolTasks.analysisTaskId))
        .where(eq(analysisTasks.projectItemId, projectItemId))
        .orderBy(asc(toolTasks.id))
    // The example's finished alpha diversity runs; the PCoA had none in the example.
    expect(await runsOf(items[0].id)).toEqual([
      { runName: 'Shannon', status: TOOL_RUN_STATUS.success },
      { runName: 'Chao1', status: TOOL_RUN_STATUS.error },
    ])
    expect(await runsOf(items[1].id)).toEqual([])
  })
})
