import { getDb } from './client'
import { languageResources } from './schema/i18n'
import { reportTemplates, workflowAnalysisGroups, workflowAnalysisItems, workflows } from './schema/workflows'
import { MICROBIAL_DIVERSITY_TEMPLATE } from './seed/workflows'
import { ANALYSIS_GROUP_TYPE, type AnalysisRunSetting } from '../core/workflows'

/** Test support for the pipeline: a small workflow template, and a dataset to create batches from. */

export interface TestItem {
  name: string
  toolId: number
  runSettings?: AnalysisRunSetting[]
  /** Names of earlier items (of this template) this one depends on. */
  dependsOn?: string[]
  isActive?: boolean
}

export interface TestTemplate {
  workflowId: number
  /** Template item id by item name. */
  itemIds: Record<string, number>
}

/** A workflow with an overview group, one tools group holding `items` in order, and an inactive group. */
export async function insertTestTemplate(items: TestItem[], options: { report?: boolean } = {}): Promise<TestTemplate> {
  const db = getDb()
  const suffix = Math.random().toString(36).slice(2, 10)
  const [workflow] = await db
    .insert(workflows)
    .values({ title: `测试流程 ${suffix}`, titleEn: `Test workflow ${suffix}`, isActive: true, isPublish: true })
    .returning({ id: workflows.id })
  const [, tools] = await db
    .insert(workflowAnalysisGroups)
    .values([
      { workflowId: workflow.id, groupName: '项目概况', groupType: ANALYSIS_GROUP_TYPE.projectOverview, sort: 1 },
      { workflowId: workflow.id, groupName: '分析', groupType: ANALYSIS_GROUP_TYPE.tools, sort: 2 },
      {
        workflowId: workflow.id,
        groupName: '停用',
        groupType: ANALYSIS_GROUP_TYPE.richText,
        sort: 3,
        isActive: false,
      },
    ])
    .returning({ id: workflowAnalysisGroups.id })
  const itemIds: Record<string, number> = {}
  for (const [index, item] of items.entries()) {
    const [row] = await db
      .insert(workflowAnalysisItems)
      .values({
        groupId: tools.id,
        analysisName: item.name,
        toolId: item.toolId,
        sort: index + 1,
        runSettings: item.runSettings ?? [],
        dependencyItemIds: (item.dependsOn ?? []).map((name) => itemIds[name]),
        isActive: item.isActive ?? true,
      })
      .returning({ id: workflowAnalysisItems.id })
    itemIds[item.name] = row.id
  }
  if (options.report) {
    const [content] = await db
      .insert(languageResources)
      .values({ resourceKey: `report-intro-${suffix}`, zh: '<p>项目介绍</p>', en: '<p>Introduction</p>' })
      .returning({ id: languageResources.id })
    await db.insert(reportTemplates).values({ workflowId: workflow.id, projectIntroductionContentId: content.id })
  }
  return { workflowId: workflow.id, itemIds }
}

const encode = (text: string) => new TextEncoder().encode(text)

/** Six samples in two groups (SampleType), five OTUs with a separate taxonomy file. */
export const TEST_DATASET = {
  sampleInfo: {
    data: [
      ['sample_id', 'SampleType'],
      ['S1', 'Soil'],
      ['S2', 'Soil'],
      ['S3', 'Soil'],
      ['S4', 'Feces'],
      ['S5', 'Feces'],
      ['S6', 'Feces'],
    ],
  },
  files: {
    table: {
      fileName: 'otu table.tsv',
      bytes: encode(
        [
          'OTU ID\tS1\tS2\tS3\tS4\tS5\tS6',
          'o1\t10\t12\t9\t0\t1\t2',
          'o2\t5\t4\t6\t20\t22\t19',
          'o3\t0\t1\t0\t7\t8\t6',
          'o4\t3\t3\t2\t3\t2\t4',
          'o5\t9\t8\t11\t1\t0\t0',
        ].join('\n') + '\n',
      ),
    },
    taxonomy: {
      fileName: 'taxonomy.tsv',
      bytes: encode(
        [
          'feature_id\tKingdom\tPhylum\tClass\tOrder\tFamily\tGenus',
          'o1\tBacteria\tFirmicutes\tBacilli\tLactobacillales\tLactobacillaceae\tLactobacillus',
          'o2\tBacteria\tBacteroidetes\tBacteroidia\tBacteroidales\tBacteroidaceae\tBacteroides',
          'o3\tBacteria\tBacteroidetes\tBacteroidia\tBacteroidales\tPrevotellaceae\tPrevotella',
          'o4\tBacteria\tProteobacteria\tGammaproteobacteria\tEnterobacterales\tEnterobacteriaceae\tEscherichia',
          'o5\tBacteria\tActinobacteria\tActinobacteria\tStreptomycetales\tStreptomycetaceae\tStreptomyces',
        ].join('\n') + '\n',
      ),
    },
    metadata: {
      fileName: 'metadata.tsv',
      bytes: encode(
        ['sample_id\tSampleType', 'S1\tSoil', 'S2\tSoil', 'S3\tSoil', 'S4\tFeces', 'S5\tFeces', 'S6\tFeces'].join(
          '\n',
        ) + '\n',
      ),
    },
  },
}

/** Per template item, the runs the pipeline makes for a dataset with these files (runs needing a missing file are not made). */
export function expectedRuns(roles: string[]) {
  return MICROBIAL_DIVERSITY_TEMPLATE.flatMap((group) => group.items ?? [])
    .map((item) => ({
      name: item.name,
      runs:
        item.runSettings.length === 0
          ? 1
          : item.runSettings.filter((setting) => (setting.requires ?? []).every((role) => roles.includes(role))).length,
    }))
    .filter((item) => item.runs > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
}
