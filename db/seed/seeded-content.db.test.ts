import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { getDb } from '../client'
import { localFileStorage } from '../file-storage'
import { seedDatabase } from '../seed'
import { languageResources } from '../schema/i18n'
import { seededContent } from '../schema/seeding'
import { forms, tools } from '../schema/tools'
import { projectGuides, workflowAnalysisGroups, workflowAnalysisItems, workflows } from '../schema/workflows'
import { MICROBIAL_DIVERSITY_REPORT_TEXTS, seedMicrobialDiversityReportTemplate } from './report-templates'
import { SEED_KIND, type SeedKind, seededRowIds } from './seeded-content'
import { SEEDED_TOOLS } from './tools'
import { seedTools } from './tools/seed'
import type { ToolDefinition } from '../../tools/kit/define-tool'
import {
  MICROBIAL_DIVERSITY_TEMPLATE,
  SEEDED_WORKFLOWS,
  seedMicrobialDiversityTemplate,
  templateKey,
} from './workflows'

/*
 * Staff own seeded content once it is in the database: a restart (which seeds again) and a release
 * keep their edits, however made; a release still updates what they never touched, and the parts the
 * code owns always follow the code.
 */

async function rowIdOf(kind: SeedKind, key: string): Promise<number> {
  const rowId = (await seededRowIds(getDb(), kind, [key])).get(key)
  if (rowId === undefined) throw new Error(`nothing seeded as ${kind} ${key}`)
  return rowId
}
const templateRowId = (kind: SeedKind, ...codes: string[]) =>
  rowIdOf(kind, templateKey('microbial-diversity', ...codes))
const definitionOf = (scriptClassName: string) =>
  SEEDED_TOOLS.find((definition) => definition.scriptClassName === scriptClassName)!

async function toolRow(scriptClassName: string) {
  const [tool] = await getDb()
    .select()
    .from(tools)
    .where(eq(tools.id, await rowIdOf(SEED_KIND.tool, scriptClassName)))
  const [form] = await getDb().select().from(forms).where(eq(forms.id, tool.formId!))
  return { tool, form }
}

const textOf = async (id: number) =>
  (await getDb().select({ en: languageResources.en }).from(languageResources).where(eq(languageResources.id, id)))[0].en

describe('a restart', () => {
  it('keeps a tool, its form, a workflow, its template and a report text that staff edited in the database', async () => {
    const db = getDb()
    const { tool, form } = await toolRow('AlphaDiversity')
    const methodsGroupId = await templateRowId(SEED_KIND.templateGroup, 'methods')
    const alphaItemId = await templateRowId(SEED_KIND.templateItem, 'alpha-diversity', 'AlphaDiversity')
    const noticeId = await templateRowId(SEED_KIND.reportText, 'notice')
    const workflowId = await rowIdOf(SEED_KIND.workflow, 'microbial-diversity')
    // As staff would, through a back-office screen or by hand in SQL.
    await db.execute(sql`update tools set title_en = 'Alpha diversity, our way' where id = ${tool.id}`)
    await db.execute(
      sql`update forms set fields = jsonb_set(fields, '{0,labelEn}', '"Index set (ours)"') where id = ${form.id}`,
    )
    await db.execute(sql`update workflows set description_en = 'Our amplicon service' where id = ${workflowId}`)
    await db.execute(
      sql`update workflow_analysis_groups set group_content_en = '<p>Our methods</p>' where id = ${methodsGroupId}`,
    )
    await db.execute(
      sql`update workflow_analysis_items set analysis_name_en = 'Alpha indices' where id = ${alphaItemId}`,
    )
    await db.execute(sql`update language_resources set en = '<p>Our notice</p>' where id = ${noticeId}`)

    await seedDatabase(db)
    // A release that also changed the tool's English title does not undo staff's either.
    const alpha = definitionOf('AlphaDiversity')
    await seedTools(db, {
      definitions: SEEDED_TOOLS.map((d) => (d === alpha ? { ...alpha, titleEn: 'Alpha diversity (release 2)' } : d)),
    })

    const after = await toolRow('AlphaDiversity')
    expect(after.tool.titleEn).toBe('Alpha diversity, our way')
    expect(after.tool.description).toBe(tool.description)
    expect(after.form.fields[0].labelEn).toBe('Index set (ours)')
    expect(after.form.fields.slice(1)).toEqual(form.fields.slice(1))
    const [workflow] = await db.select().from(workflows).where(eq(workflows.id, workflowId))
    expect(workflow.descriptionEn).toBe('Our amplicon service')
    const [methods] = await db
      .select()
      .from(workflowAnalysisGroups)
      .where(eq(workflowAnalysisGroups.id, methodsGroupId))
    expect(methods.groupContentEn).toBe('<p>Our methods</p>')
    const [item] = await db.select().from(workflowAnalysisItems).where(eq(workflowAnalysisItems.id, alphaItemId))
    expect(item.analysisNameEn).toBe('Alpha indices')
    expect(await textOf(noticeId)).toBe('<p>Our notice</p>')
  })

  it('brings a release’s changes to seeds staff never touched, and leaves the others as they were', async () => {
    const db = getDb()
    const pcoa = definitionOf('BetaDiversityPCoA')
    const revised: ToolDefinition = {
      ...pcoa,
      descriptionEn: `${pcoa.descriptionEn} Revised.`,
      form: pcoa.form.map((field, index) => (index === 0 ? { ...field, labelEn: 'Distance (revised)' } : field)),
    }
    const outcomes = await seedTools(db, { definitions: SEEDED_TOOLS.map((d) => (d === pcoa ? revised : d)) })
    expect(outcomes.get('BetaDiversityPCoA')?.outcome).toBe('updated')
    // Read back as written: every other untouched tool counts as untouched, not as edited by staff.
    expect(
      [...outcomes]
        .filter(([key]) => key !== 'BetaDiversityPCoA' && key !== 'AlphaDiversity')
        .map(([, r]) => r.outcome),
    ).toEqual(Array(SEEDED_TOOLS.length - 2).fill('unchanged'))
    const { tool, form } = await toolRow('BetaDiversityPCoA')
    expect(tool.descriptionEn).toBe(revised.descriptionEn)
    expect(form.fields[0].labelEn).toBe('Distance (revised)')

    const template = MICROBIAL_DIVERSITY_TEMPLATE.map((group) =>
      group.code === 'references'
        ? { ...group, contentEn: `${group.contentEn}<p>A new reference.</p>` }
        : group.code === 'shared-features'
          ? { ...group, items: group.items!.map((item) => ({ ...item, nameEn: 'Venn diagram and UpSet plot' })) }
          : group,
    )
    await seedMicrobialDiversityTemplate(db, template)
    const [references] = await db
      .select()
      .from(workflowAnalysisGroups)
      .where(eq(workflowAnalysisGroups.id, await templateRowId(SEED_KIND.templateGroup, 'references')))
    expect(references.groupContentEn).toMatch(/<p>A new reference\.<\/p>$/)
    const [shared] = await db
      .select()
      .from(workflowAnalysisItems)
      .where(
        eq(workflowAnalysisItems.id, await templateRowId(SEED_KIND.templateItem, 'shared-features', 'SharedFeatures')),
      )
    expect(shared.analysisNameEn).toBe('Venn diagram and UpSet plot')

    await seedMicrobialDiversityReportTemplate(db, {
      ...MICROBIAL_DIVERSITY_REPORT_TEXTS,
      experiment: { ...MICROBIAL_DIVERSITY_REPORT_TEXTS.experiment, en: '<p>Sampling, revised.</p>' },
    })
    expect(await textOf(await templateRowId(SEED_KIND.reportText, 'experiment'))).toBe('<p>Sampling, revised.</p>')
  })
})

describe('the parts the code owns', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-seeded-content-'))
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))
  fs.mkdirSync(path.join(scratch, 'demo-files', 'SeedOwnershipProbe'), { recursive: true })
  fs.writeFileSync(path.join(scratch, 'demo-files', 'SeedOwnershipProbe', 'demo.tsv'), 'id\tS1\nA\t1\n')
  const options = {
    demoFolder: (name: string) => path.join(scratch, 'demo-files', name),
    storage: localFileStorage(scratch),
  }
  const probe: ToolDefinition = {
    scriptClassName: 'SeedOwnershipProbe',
    title: '归属探针',
    titleEn: 'Ownership probe',
    description: '测试用',
    descriptionEn: 'For tests',
    manual: '',
    manualEn: '',
    category: 'chart',
    tags: ['test'],
    toolType: 0,
    sort: 998,
    form: [{ key: 'alpha', label: 'α', type: 'number', defaultValue: 0.05 }],
    dataFiles: [
      {
        key: 'table',
        label: '数据表',
        required: true,
        exampleFile: null,
        fileTypes: ['tsv'],
        fileSizeMb: 0,
        rules: [],
      },
    ],
    demo: { params: { alpha: 0.05 }, files: { table: 'demo.tsv' } },
  }

  it('follow the code even where staff edited the content, and a new parameter reaches their form', async () => {
    const db = getDb()
    await seedTools(db, { definitions: [probe], ...options })
    const { tool, form } = await toolRow('SeedOwnershipProbe')
    await db.execute(sql`update tools set title_en = 'Our probe' where id = ${tool.id}`)
    await db.execute(sql`update forms set fields = jsonb_set(fields, '{0,label}', '"显著性"') where id = ${form.id}`)

    const outcomes = await seedTools(db, {
      definitions: [
        {
          ...probe,
          toolType: 1,
          descriptionEn: 'For tests, revised',
          form: [...probe.form, { key: 'beta', label: 'β', type: 'number', defaultValue: 1 }],
          dataFiles: [
            ...probe.dataFiles,
            {
              key: 'tree',
              label: '树',
              required: false,
              exampleFile: null,
              fileTypes: ['nwk'],
              fileSizeMb: 0,
              rules: [],
            },
          ],
        },
      ],
      ...options,
    })

    expect(outcomes.get('SeedOwnershipProbe')?.outcome).toBe('keptStaffEdit')
    const after = await toolRow('SeedOwnershipProbe')
    expect(after.tool).toMatchObject({ titleEn: 'Our probe', descriptionEn: 'For tests', toolType: 1 })
    expect(after.tool.dataFileSettings.map((setting) => setting.key)).toEqual(['table', 'tree'])
    expect(after.form.fields.map((field) => [field.key, field.label])).toEqual([
      ['alpha', '显著性'],
      ['beta', 'β'],
    ])
  })

  it('include a template group’s type: it follows the code while staff keep the group’s name', async () => {
    const db = getDb()
    const appendixId = await templateRowId(SEED_KIND.templateGroup, 'appendix')
    await db.execute(sql`update workflow_analysis_groups set group_name_en = 'Our appendix' where id = ${appendixId}`)
    const richText = MICROBIAL_DIVERSITY_TEMPLATE.find((group) => group.code === 'methods')!.type
    await seedMicrobialDiversityTemplate(
      db,
      MICROBIAL_DIVERSITY_TEMPLATE.map((group) => (group.code === 'appendix' ? { ...group, type: richText } : group)),
    )
    const [appendix] = await db.select().from(workflowAnalysisGroups).where(eq(workflowAnalysisGroups.id, appendixId))
    expect(appendix).toMatchObject({ groupNameEn: 'Our appendix', groupType: richText })
  })

  it('never bring back a seeded row staff deleted', async () => {
    const db = getDb()
    await db.delete(tools).where(eq(tools.scriptClassName, 'SeedOwnershipProbe'))
    const courseGuideId = await templateRowId(SEED_KIND.projectGuide, 'guide', 'course')
    await db.delete(projectGuides).where(eq(projectGuides.id, courseGuideId))

    expect((await seedTools(db, { definitions: [probe], ...options })).get('SeedOwnershipProbe')?.outcome).toBe(
      'deletedByStaff',
    )
    await seedDatabase(db)
    expect(await db.select().from(tools).where(eq(tools.scriptClassName, 'SeedOwnershipProbe'))).toEqual([])
    const [courseGuideWorkflow] = await db
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.titleEn, SEEDED_WORKFLOWS[0].titleEn))
    expect(
      await db
        .select()
        .from(projectGuides)
        .where(and(eq(projectGuides.url, '/course'), eq(projectGuides.workflowId, courseGuideWorkflow.id))),
    ).toEqual([])
  })
})

describe('a database seeded before the ledger', () => {
  it('has its seeded rows adopted, none duplicated, untouched ones brought up to this release, deleted ones left out', async () => {
    const db = getDb()
    const rowCounts = async () => ({
      tools: (await db.select({ n: count() }).from(tools))[0].n,
      forms: (await db.select({ n: count() }).from(forms))[0].n,
      workflows: (await db.select({ n: count() }).from(workflows))[0].n,
      groups: (await db.select({ n: count() }).from(workflowAnalysisGroups))[0].n,
      items: (await db.select({ n: count() }).from(workflowAnalysisItems))[0].n,
      guides: (await db.select({ n: count() }).from(projectGuides))[0].n,
      texts: (await db.select({ n: count() }).from(languageResources))[0].n,
    })
    const nmds = definitionOf('NMDSPlot')
    const wgs = SEEDED_WORKFLOWS.find((workflow) => workflow.code === 'wgs-resequencing')!
    const rnaSeq = SEEDED_WORKFLOWS.find((workflow) => workflow.code === 'rna-seq')!
    // What an earlier release left: its own texts, a template without English names, workflows staff
    // deleted (the RNA-seq one among them, so no template of a later release is there before the ledger).
    await db.delete(seededContent)
    await db.execute(
      sql`update tools set description_en = 'An earlier release''s text' where script_class_name = 'NMDSPlot'`,
    )
    await db.execute(sql`update workflow_analysis_items set analysis_name_en = ''`)
    await db.delete(workflows).where(inArray(workflows.title, [wgs.title, rnaSeq.title]))
    const before = await rowCounts()

    await seedDatabase(db)

    expect(await rowCounts()).toEqual(before)
    expect((await toolRow('NMDSPlot')).tool.descriptionEn).toBe(nmds.descriptionEn)
    const [lefse] = await db
      .select({ nameEn: workflowAnalysisItems.analysisNameEn })
      .from(workflowAnalysisItems)
      .where(
        eq(workflowAnalysisItems.id, await templateRowId(SEED_KIND.templateItem, 'differential-abundance', 'LefseLDA')),
      )
    expect(lefse.nameEn).toBe('LEfSe')
    expect(
      (await db.select({ n: count() }).from(seededContent).where(eq(seededContent.kind, SEED_KIND.tool)))[0].n,
    ).toBe(SEEDED_TOOLS.length)
  })
})
