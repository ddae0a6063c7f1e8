import { asc, eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '../client'
import { tools } from '../schema/tools'
import { languageResources } from '../schema/i18n'
import {
  projectGuides,
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  workflows,
} from '../schema/workflows'
import { seedMicrobialDiversityReportTemplate } from './report-templates'
import {
  MICROBIAL_DIVERSITY_TITLE_EN,
  SEEDED_WORKFLOWS,
  seedMicrobialDiversityTemplate,
  seedWorkflows,
} from './workflows'

it('seeds the workflows once: one staff renamed or deleted does not come back at the next start', async () => {
  const seeded = await getDb().select({ id: workflows.id, title: workflows.title }).from(workflows)
  expect(seeded.map((row) => row.title).sort()).toEqual(SEEDED_WORKFLOWS.map((workflow) => workflow.title).sort())
  await getDb().update(workflows).set({ title: 'Renamed by staff' }).where(eq(workflows.id, seeded[0].id))
  await getDb().delete(workflows).where(eq(workflows.id, seeded[1].id))

  await seedWorkflows(getDb())

  const after = await getDb().select({ title: workflows.title }).from(workflows)
  expect(after).toHaveLength(SEEDED_WORKFLOWS.length - 1)
  expect(after.map((row) => row.title)).toContain('Renamed by staff')
})

it('gives the microbial diversity workflow its template and guides once, items pointing at seeded tools', async () => {
  const [workflow] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
  const groups = await getDb()
    .select()
    .from(workflowAnalysisGroups)
    .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
    .orderBy(asc(workflowAnalysisGroups.sort))
  expect(groups.map((group) => [group.groupName, group.groupType])).toEqual([
    ['项目概况', 1],
    ['质控', 4],
    ['物种组成', 2],
    ['Alpha 多样性', 2],
    ['Beta 多样性', 2],
    ['共有与特有物种', 2],
    ['差异分析', 2],
    ['一键分析', 5],
    ['全局数据', 8],
    ['分析方法', 3],
    ['附录', 6],
    ['参考文献', 7],
  ])
  const references = groups.find((group) => group.groupType === 7)!
  expect(references.groupContentEn).toContain('Segata N')
  expect(groups.find((group) => group.groupType === 3)!.groupContentZh).toContain('PERMANOVA')

  const items = await getDb()
    .select({
      group: workflowAnalysisGroups.groupName,
      scriptClassName: tools.scriptClassName,
      runSettings: workflowAnalysisItems.runSettings,
    })
    .from(workflowAnalysisItems)
    .innerJoin(workflowAnalysisGroups, eq(workflowAnalysisGroups.id, workflowAnalysisItems.groupId))
    .innerJoin(tools, eq(tools.id, workflowAnalysisItems.toolId))
    .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
    .orderBy(asc(workflowAnalysisGroups.sort), asc(workflowAnalysisItems.sort))
  expect(items.map((row) => [row.group, row.scriptClassName, row.runSettings.map((s) => s.nameEn)])).toEqual([
    ['物种组成', 'TaxonomyComposition', ['Phylum', 'Class', 'Order', 'Family', 'Genus']],
    ['物种组成', 'TaxonomyHeatmap', ['Genus top 30']],
    ['Alpha 多样性', 'AlphaDiversity', []],
    ['Alpha 多样性', 'RarefactionCurves', []],
    ['Beta 多样性', 'BetaDiversityPCoA', ['Bray-Curtis', 'Unweighted UniFrac', 'Weighted UniFrac']],
    ['Beta 多样性', 'NMDSPlot', ['Bray-Curtis', 'Unweighted UniFrac', 'Weighted UniFrac']],
    ['Beta 多样性', 'SampleClusteringTree', ['Bray-Curtis', 'Unweighted UniFrac']],
    ['共有与特有物种', 'SharedFeatures', ['OTU']],
    ['差异分析', 'LefseLDA', ['Genus']],
    ['差异分析', 'DifferentialAbundance', ['Genus']],
  ])
  const guides = await getDb().select().from(projectGuides).where(eq(projectGuides.workflowId, workflow.id))
  expect(guides.map((guide) => guide.icon).sort()).toEqual([
    'fxzn_icon01',
    'fxzn_icon02',
    'fxzn_icon02',
    'fxzn_icon03',
    'fxzn_icon04',
  ])
  // Tool pages, the course list, and a tutorial on the provider's wiki (opened as our tutorial page).
  expect(
    guides.every((guide) => /^(\/(tool\/\d+|course)|https:\/\/wiki\.example\.com\/tutorial\/[\w-]+)$/.test(guide.url)),
  ).toBe(true)

  await seedMicrobialDiversityTemplate(getDb())
  const again = await getDb()
    .select({ id: workflowAnalysisGroups.id })
    .from(workflowAnalysisGroups)
    .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
  expect(again).toHaveLength(groups.length)
})

it('seeds the microbial diversity report template once, with bilingual texts and an introduction for every analysis item', async () => {
  const [workflow] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.titleEn, MICROBIAL_DIVERSITY_TITLE_EN))
  const [template] = await getDb().select().from(reportTemplates).where(eq(reportTemplates.workflowId, workflow.id))
  expect(template.defaultTableRows).toBe(10)
  const contentIds = [
    template.experimentProcessContentId,
    template.analysisProcessContentId,
    template.projectIntroductionContentId,
    template.noticeContentId,
  ]
  const contents = await getDb()
    .select({ id: languageResources.id, zh: languageResources.zh, en: languageResources.en })
    .from(languageResources)
    .where(inArray(languageResources.id, contentIds as number[]))
  expect(contents).toHaveLength(4)
  for (const content of contents) {
    expect(content.zh).toMatch(/[\u4e00-\u9fff]/)
    expect(content.en).toMatch(/^<p>[A-Z]/)
  }
  const items = await getDb()
    .select({ id: workflowAnalysisItems.id })
    .from(workflowAnalysisItems)
    .innerJoin(workflowAnalysisGroups, eq(workflowAnalysisGroups.id, workflowAnalysisItems.groupId))
    .where(eq(workflowAnalysisGroups.workflowId, workflow.id))
  const itemSettings = template.groupSettings.flatMap((group) => group.items)
  expect(itemSettings.map((item) => item.itemId).sort()).toEqual(items.map((item) => item.id).sort())
  expect(itemSettings.every((item) => item.reportIntroductionId !== null)).toBe(true)

  await seedMicrobialDiversityReportTemplate(getDb())
  expect(await getDb().select().from(reportTemplates).where(eq(reportTemplates.workflowId, workflow.id))).toHaveLength(
    1,
  )
})
