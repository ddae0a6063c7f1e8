import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAnalysisBatch } from '#db/analysis-batches'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import { tools } from '#db/schema/tools'
import { workflows } from '#db/schema/workflows'
import { findSeededWorkflow } from '#db/seed/workflows'
import type { DatasetRole } from '#core/projects'
import { ANALYSIS_GROUP_TYPE, CONDITION_OPERATOR } from '#core/workflows'
import { checkDatasetFiles } from '~/utils/analysis/new-dataset-files.server'
import { checkGrouping } from '~/utils/analysis/new-dataset.server'
import { i18next } from '~/utils/translations.server'
import { userIdByEmail } from '../../../jobs/run-tool.fixtures'
import { applyIntent, groupField, itemField, newGroup, newItem, type TemplateDraft } from './project-template'
import {
  draftFromForm,
  draftOf,
  loadTemplate,
  removedBySave,
  saveProjectTemplate,
  TEMPLATE_ENTITY,
  TemplateChanged,
  validateTemplate,
} from './project-template.server'
import { templateSample } from './template-sample.server'

let actor: { id: number; email: string }
let toolIds: Record<string, number>

beforeAll(async () => {
  actor = { id: await userIdByEmail('admin@biocloud.example.com'), email: 'admin@biocloud.example.com' }
  const rows = await getDb().select({ id: tools.id, name: tools.scriptClassName }).from(tools)
  toolIds = Object.fromEntries(rows.map((row) => [row.name, row.id]))
})

async function newWorkflow(): Promise<number> {
  const suffix = Math.random().toString(36).slice(2, 10)
  const [row] = await getDb()
    .insert(workflows)
    .values({ title: `模板测试 ${suffix}`, titleEn: `Template test ${suffix}` })
    .returning({ id: workflows.id })
  return row.id
}

/** A two-group draft as staff build it: an overview, then a tools group with alpha diversity and a PCoA depending on it. */
function twoGroupDraft(): TemplateDraft {
  let draft: TemplateDraft = { groups: [], nextKey: 1, showIds: false }
  draft = applyIntent(draft, { kind: 'addGroup' })
  draft = applyIntent(draft, { kind: 'addGroup' })
  draft = applyIntent(draft, { kind: 'addItem', group: 1 })
  draft = applyIntent(draft, { kind: 'addItem', group: 1 })
  const [overview, toolsGroup] = draft.groups
  const [alpha, pcoa] = toolsGroup.items
  return {
    ...draft,
    groups: [
      {
        ...overview,
        groupName: '项目概况',
        groupNameEn: 'Overview',
        groupType: String(ANALYSIS_GROUP_TYPE.projectOverview),
      },
      {
        ...toolsGroup,
        groupName: '多样性',
        groupNameEn: 'Diversity',
        items: [
          {
            ...alpha,
            analysisName: 'Alpha 多样性',
            analysisNameEn: 'Alpha diversity',
            toolId: String(toolIds.AlphaDiversity),
          },
          {
            ...pcoa,
            analysisName: 'PCoA',
            toolId: String(toolIds.BetaDiversityPCoA),
            runSettings: '[{"name":"Bray-Curtis","nameEn":"Bray-Curtis","params":{"metric":"braycurtis"}}]',
            condition1: String(CONDITION_OPERATOR.greaterThan),
            sampleTotalNumber: '3',
            dependencies: [alpha.key],
          },
        ],
      },
    ],
  }
}

/** The draft as the editor's form posts it. */
function formOf(draft: TemplateDraft): FormData {
  const form = new FormData()
  form.set('nextKey', String(draft.nextKey))
  draft.groups.forEach((group, g) => {
    const { items, flags, additionalModules, ...fields } = group
    for (const [name, value] of Object.entries(fields)) form.set(groupField(g, name), value)
    for (const module of additionalModules) form.append(groupField(g, 'additionalModules'), module)
    for (const [flag, on] of Object.entries(flags)) if (on) form.set(groupField(g, flag), 'on')
    items.forEach((item, i) => {
      const { flags: itemFlags, dependencies, affects, ...itemFields } = item
      for (const [name, value] of Object.entries(itemFields)) form.set(itemField(g, i, name), value)
      for (const key of dependencies) form.append(itemField(g, i, 'dependencies'), key)
      for (const key of affects) form.append(itemField(g, i, 'affects'), key)
      for (const [flag, on] of Object.entries(itemFlags)) if (on) form.set(itemField(g, i, flag), 'on')
    })
  })
  return form
}

async function save(workflowId: number, draft: TemplateDraft) {
  const checked = await validateTemplate(getDb(), draftFromForm(formOf(draft)))
  if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors)}`)
  return saveProjectTemplate(getDb(), workflowId, checked.template, actor)
}

describe('the template editor draft', () => {
  it('reads back from the form exactly what was typed', () => {
    const draft = twoGroupDraft()
    expect(draftFromForm(formOf(draft))).toEqual(draft)
  })

  it('moves a group or an item one place and renumbers the sorts; removing forgets the removed item in dependencies', () => {
    const draft = twoGroupDraft()
    const moved = applyIntent(draft, { kind: 'moveGroup', group: 1, by: -1 })
    expect(moved.groups.map((group) => [group.groupName, group.sort])).toEqual([
      ['多样性', '1'],
      ['项目概况', '2'],
    ])
    const items = applyIntent(draft, { kind: 'moveItem', group: 1, item: 1, by: -1 }).groups[1].items
    expect(items.map((item) => [item.analysisName, item.sort])).toEqual([
      ['PCoA', '1'],
      ['Alpha 多样性', '2'],
    ])
    const removed = applyIntent(draft, { kind: 'removeItem', group: 1, item: 0 })
    expect(removed.groups[1].items.map((item) => [item.analysisName, item.dependencies])).toEqual([['PCoA', []]])
  })
})

describe('validateTemplate', () => {
  it('names each field with its message: sort 1-999, sample counts 1-999 with a condition, a tool, a name, JSON runs', async () => {
    const draft = twoGroupDraft()
    const bad: TemplateDraft = {
      ...draft,
      groups: [
        { ...draft.groups[0], groupName: ' ', sort: '1000' },
        {
          ...draft.groups[1],
          items: [
            { ...draft.groups[1].items[0], toolId: '', condition2: '3', sampleInGroupNumber: '0' },
            { ...draft.groups[1].items[1], runSettings: '{oops', condition3: '4', dependencies: ['new-99'] },
          ],
        },
      ],
    }
    const checked = await validateTemplate(getDb(), bad)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors).toEqual({
      'groups[0].groupName': ['adminTemplate.errors.nameRequired'],
      'groups[0].sort': ['adminTemplate.errors.sortRange'],
      'groups[1].items[0].toolId': ['adminTemplate.errors.toolRequired'],
      'groups[1].items[0].sampleInGroupNumber': ['adminTemplate.errors.sampleCountRange'],
      'groups[1].items[1].runSettings': ['adminTemplate.errors.runSettings'],
      'groups[1].items[1].condition3': ['adminTemplate.errors.operator'],
      'groups[1].items[1].dependencies': ['adminTemplate.errors.unknownItem'],
    })
  })

  it('stores a count of 0 when its condition is none, whatever was typed', async () => {
    const draft = twoGroupDraft()
    draft.groups[1].items[0].sampleTotalNumber = '12'
    const checked = await validateTemplate(getDb(), draft)
    expect(checked.ok && checked.template[1].items[0].sampleTotalNumber).toBe(0)
  })
})

describe('saveProjectTemplate', () => {
  it('saves a new template in one go: new ids, dependencies between new items resolved, one audit row', async () => {
    const workflowId = await newWorkflow()
    const saved = await save(workflowId, twoGroupDraft())
    expect(saved.map((group) => [group.groupName, group.groupType, group.sort])).toEqual([
      ['项目概况', ANALYSIS_GROUP_TYPE.projectOverview, 1],
      ['多样性', ANALYSIS_GROUP_TYPE.tools, 2],
    ])
    const [alpha, pcoa] = saved[1].items
    expect(pcoa).toMatchObject({
      analysisName: 'PCoA',
      toolId: toolIds.BetaDiversityPCoA,
      dependencyItemIds: [alpha.id],
      condition1: CONDITION_OPERATOR.greaterThan,
      sampleTotalNumber: 3,
      runSettings: [{ name: 'Bray-Curtis', nameEn: 'Bray-Curtis', params: { metric: 'braycurtis' } }],
    })
    const [change, ...others] = await changesOf(getDb(), TEMPLATE_ENTITY, workflowId)
    expect(others).toEqual([])
    expect(change).toMatchObject({ action: 'update', actorEmail: actor.email, before: [] })
    expect((change.after as { groupName: string }[]).map((group) => group.groupName)).toEqual(['项目概况', '多样性'])
  })

  it('updates in place, deletes what the draft dropped (after asking), and refuses ids of another template', async () => {
    const workflowId = await newWorkflow()
    const first = await save(workflowId, twoGroupDraft())
    const draft = draftOf(first)
    draft.groups[1].items[1].analysisNameEn = 'PCoA (Bray-Curtis)'
    const withoutAlpha = applyIntent(draft, { kind: 'removeItem', group: 1, item: 0 })
    expect(await removedBySave(getDb(), workflowId, withoutAlpha)).toEqual({ groups: [], items: ['Alpha 多样性'] })
    const second = await save(workflowId, withoutAlpha)
    expect(second[1].items.map((item) => [item.id, item.analysisNameEn, item.dependencyItemIds])).toEqual([
      [first[1].items[1].id, 'PCoA (Bray-Curtis)', []],
    ])
    expect(second.map((group) => group.id)).toEqual(first.map((group) => group.id))

    const otherWorkflow = await newWorkflow()
    const checked = await validateTemplate(getDb(), draftOf(second))
    if (!checked.ok) throw new Error('expected a valid template')
    await expect(saveProjectTemplate(getDb(), otherWorkflow, checked.template, actor)).rejects.toThrow(TemplateChanged)
    expect(await loadTemplate(getDb(), otherWorkflow)).toEqual([])
  })

  it('is what batches created afterwards copy; a batch created before keeps its copy', async () => {
    const workflowId = await newWorkflow()
    await save(workflowId, twoGroupDraft())
    const sample = await templateSample(getDb(), workflowId)
    const customerId = await userIdByEmail('customer@example.com')
    const batchInput = () => ({
      workflowId,
      customerId,
      projectName: 'Before and after',
      groupColumn: 'Group',
      sampleInfo: { data: sample!.sample_info.data },
      files: {
        table: { fileName: 'otu_table.tsv', bytes: new TextEncoder().encode(sample!.otu_info.files[0].content) },
      },
    })
    const before = await createAnalysisBatch(batchInput())

    // Staff add a group and rename the PCoA.
    let draft = draftOf(await loadTemplate(getDb(), workflowId))
    draft = applyIntent(draft, { kind: 'addGroup' })
    draft.groups[2] = { ...draft.groups[2], groupName: '附录', groupType: String(ANALYSIS_GROUP_TYPE.appendix) }
    draft.groups[1].items[1].analysisName = 'PCoA 分析'
    await save(workflowId, draft)
    const after = await createAnalysisBatch(batchInput())

    const copyOf = async (analysisId: string) => {
      const groups = await getDb()
        .select({ id: projectAnalysisGroups.id, name: projectAnalysisGroups.groupName })
        .from(projectAnalysisGroups)
        .where(eq(projectAnalysisGroups.analysisId, analysisId))
        .orderBy(projectAnalysisGroups.sort)
      const items = await getDb()
        .select({ name: projectAnalysisItems.analysisName })
        .from(projectAnalysisItems)
        .where(eq(projectAnalysisItems.groupId, groups[1].id))
        .orderBy(projectAnalysisItems.sort)
      return { groups: groups.map((group) => group.name), items: items.map((item) => item.name) }
    }
    expect(await copyOf(before.analysisId)).toEqual({ groups: ['项目概况', '多样性'], items: ['Alpha 多样性', 'PCoA'] })
    expect(await copyOf(after.analysisId)).toEqual({
      groups: ['项目概况', '多样性', '附录'],
      items: ['Alpha 多样性', 'PCoA 分析'],
    })
  })
})

describe('templateSample', () => {
  it("for the seeded microbial diversity workflow: the spec's six parts, and a dataset the new dataset path accepts", async () => {
    const seeded = await findSeededWorkflow(getDb(), 'microbial-diversity')
    const sample = await templateSample(getDb(), seeded!.id)
    if (!sample) throw new Error('no sample')
    expect(Object.keys(sample)).toEqual(['header', 'base_info', 'sample_info', 'workflow_data', 'qc_info', 'otu_info'])
    expect(sample.header).toMatchObject({ workflow_id: seeded!.id, format: 'biocloud-analysis-batch' })
    // The template's tools read the table and (UniFrac) the tree, the pipeline a taxonomy file if any; it has a QC group.
    expect(sample.otu_info.files.map((file) => [file.role, file.required])).toEqual([
      ['table', true],
      ['taxonomy', false],
      ['tree', false],
    ])
    expect(sample.qc_info.file?.role).toBe('qc')
    expect(sample.workflow_data.additional_modules).toEqual(['compare_solution', 'otu'])
    const templateGroups = (await loadTemplate(getDb(), seeded!.id)).filter((group) => group.isActive)
    expect(sample.workflow_data.groups.map((group) => group.id)).toEqual(templateGroups.map((group) => group.id))

    // The new dataset path: the files' checks, the grouping and compare check, then the batch.
    const t = await i18next.getFixedT('en')
    const bytes = (content: string) => new TextEncoder().encode(content)
    const metadata = sample.sample_info.data.map((row) => row.join('\t')).join('\n') + '\n'
    const files: Partial<Record<DatasetRole, { fileName: string; bytes: Uint8Array }>> = {
      metadata: { fileName: sample.sample_info.title, bytes: bytes(metadata) },
    }
    for (const file of [...sample.otu_info.files, sample.qc_info.file!])
      files[file.role] = { fileName: file.file_name, bytes: bytes(file.content) }
    const checked = await checkDatasetFiles(t, files)
    if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.fileErrors)}`)
    expect(checked.summary.sampleCount).toBe(6)
    const [control, treatment] = sample.workflow_data.compare_groups[0]
    const grouping = checkGrouping(
      t,
      checked.summary.sampleInfo,
      { groupColumn: sample.sample_info.group_column, compareRows: [{ control, treatment }] },
      true,
    )
    expect(grouping.errors).toEqual({})
    const created = await createAnalysisBatch({
      workflowId: sample.header.workflow_id,
      customerId: await userIdByEmail('customer@example.com'),
      projectName: sample.workflow_data.project_name,
      groupColumn: sample.sample_info.group_column,
      sampleInfo: { data: checked.summary.sampleInfo },
      baseInfo: sample.base_info,
      additionalModules: sample.workflow_data.additional_modules,
      groups: grouping.scheme!.groups,
      compareGroups: grouping.pairs.map((pair) => [pair.control, pair.treatment]),
      files,
    })
    const copied = await getDb()
      .select({ templateGroupId: projectAnalysisGroups.templateGroupId })
      .from(projectAnalysisGroups)
      .where(eq(projectAnalysisGroups.analysisId, created.analysisId))
      .orderBy(projectAnalysisGroups.sort, projectAnalysisGroups.id)
    expect(copied.map((group) => group.templateGroupId)).toEqual(templateGroups.map((group) => group.id))
  })
})

describe('draftOf', () => {
  it('shows a stored template as the draft the editor starts from', async () => {
    const workflowId = await newWorkflow()
    expect(draftOf(await loadTemplate(getDb(), workflowId))).toEqual({ groups: [], nextKey: 1, showIds: false })
    expect(newGroup('new-1', 1).items).toEqual([])
    expect(newItem('new-2', 1).runSettings).toBe('[]')
  })
})
