import { parseWithZod } from '@conform-to/zod'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { users } from '#db/schema/users'
import {
  projectGuides,
  reportTemplates,
  workflowAnalysisGroups,
  workflowAnalysisItems,
  workflows,
} from '#db/schema/workflows'
import { loadIntroduction } from '../analysis/introduction.server'
import { loadOverviewPane } from '~/panels/overview/index.server'
import { guidesFormSchema, reportFormSchema } from './workflow-content-forms'
import {
  listGuides,
  loadReportTemplate,
  saveGuides,
  saveIntroduction,
  saveReportTemplate,
} from './workflow-content.server'

/*
 * The content editors: the introduction saved sanitised and shown by the introduction page at once,
 * the guide list saved in one go (English shown to English readers on the project overview), the
 * report template's texts and rows; each with its audit row.
 */

let actor: { id: number; email: string }
let workflowId = 0

beforeAll(async () => {
  const [admin] = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@biocloud.example.com'))
  actor = admin
  const [row] = await getDb()
    .insert(workflows)
    .values({ title: '内容流程', isActive: true, isPublish: true })
    .returning({ id: workflows.id })
  workflowId = row.id
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

describe('the introduction', () => {
  it('is saved sanitised and the introduction page shows it at once, in each language', async () => {
    await saveIntroduction(actor, workflowId, {
      zh: '<p>中文介绍</p><script>alert(1)</script>',
      en: '<p onclick="x()">English introduction</p>',
    })
    const zh = await loadIntroduction(workflowId, null, 'zh')
    const en = await loadIntroduction(workflowId, null, 'en')
    expect(zh!.sections.product).toBe('<p>中文介绍</p>')
    expect(en!.sections.product).toBe('<p>English introduction</p>')
    await saveIntroduction(actor, workflowId, { zh: '<p>第二版</p>', en: '' })
    expect((await loadIntroduction(workflowId, null, 'zh'))!.sections.product).toBe('<p>第二版</p>')
    const [change] = await changesOf(getDb(), 'workflow-introduction', workflowId)
    expect(change).toMatchObject({ before: { zh: '<p>中文介绍</p>' }, after: { zh: '<p>第二版</p>', en: '' } })
  })
})

describe('the project guides', () => {
  it('refuses a guide without a title or link and a sort outside 1-999, ignoring the empty new row', () => {
    const refused = parseWithZod(
      form({
        'guides[0].icon': 'fxzn_icon01',
        'guides[0].title': '',
        'guides[0].url': 'javascript:alert(1)',
        'guides[0].sort': '1000',
        'guides[1].icon': 'fxzn_icon02',
      }),
      { schema: guidesFormSchema },
    )
    expect(refused.reply().error).toMatchObject({
      'guides[0].title': ['adminWorkflows.errors.guideTitle'],
      'guides[0].url': ['adminWorkflows.errors.guideUrl'],
      'guides[0].sort': ['adminWorkflows.errors.guideSort'],
    })
    expect(refused.reply().error?.['guides[1].title']).toBeUndefined()
  })

  it('adds, edits, reorders and removes in one save; the overview shows English to English readers', async () => {
    const first = parseWithZod(
      form({
        'guides[0].icon': 'fxzn_icon01',
        'guides[0].title': '指南一',
        'guides[0].url': '/course',
        'guides[0].sort': '2',
        'guides[0].isActive': 'on',
        'guides[1].icon': 'fxzn_icon02',
        'guides[1].title': '指南二',
        'guides[1].titleEn': 'Guide two',
        'guides[1].descriptionEn': 'In English',
        'guides[1].description': '中文描述',
        'guides[1].url': 'https://example.com/a',
        'guides[1].sort': '1',
        'guides[1].isActive': 'on',
        'guides[2].icon': 'fxzn_icon01',
      }),
      { schema: guidesFormSchema },
    )
    if (first.status !== 'success') throw new Error('invalid')
    const saved = await saveGuides(actor, workflowId, first.value)
    expect(saved.map((guide) => guide.title)).toEqual(['指南二', '指南一'])

    const pane = (language: 'zh' | 'en') =>
      loadOverviewPane({
        project: { workflowId, workflowTitle: '内容流程', workflowTitleEn: '', baseInfo: {}, sampleInfo: null },
        language,
        wikiHost: 'wiki.example.com',
      } as unknown as Parameters<typeof loadOverviewPane>[0])
    expect((await pane('en')).guides.map((guide) => [guide.title, guide.description])).toEqual([
      ['Guide two', 'In English'],
      ['指南一', ''],
    ])
    expect((await pane('zh')).guides[0].title).toBe('指南二')

    const [two, one] = saved
    const second = parseWithZod(
      form({
        'guides[0].id': String(two.id),
        'guides[0].icon': 'fxzn_icon02',
        'guides[0].title': '指南二',
        'guides[0].url': 'https://example.com/a',
        'guides[0].sort': '1',
        'guides[0].remove': 'on',
        'guides[1].id': String(one.id),
        'guides[1].icon': 'fxzn_icon03',
        'guides[1].title': '指南一改',
        'guides[1].url': '/course',
        'guides[1].sort': '5',
      }),
      { schema: guidesFormSchema },
    )
    if (second.status !== 'success') throw new Error('invalid')
    await saveGuides(actor, workflowId, second.value)
    expect(await listGuides(workflowId)).toMatchObject([
      { id: one.id, title: '指南一改', icon: 'fxzn_icon03', sort: 5, isActive: false },
    ])
    const [change] = await changesOf(getDb(), 'project-guides', workflowId)
    expect(change.before).toHaveLength(2)
    expect(change.after).toMatchObject([{ title: '指南一改' }])
    expect(await getDb().select().from(projectGuides).where(eq(projectGuides.id, two.id))).toEqual([])
  })
})

describe('the report template', () => {
  it('saves texts sanitised, rows per group and item within -1..999, and reads them back', async () => {
    const [group] = await getDb()
      .insert(workflowAnalysisGroups)
      .values({ workflowId, groupName: '分析', groupNameEn: 'Analyses', groupType: 2, sort: 1 })
      .returning()
    const [item] = await getDb()
      .insert(workflowAnalysisItems)
      .values({ groupId: group.id, analysisName: '甲', sort: 1 })
      .returning()
    const loaded = await loadReportTemplate(workflowId)
    expect(loaded.form.groups).toEqual([
      expect.objectContaining({
        groupId: group.id,
        tableRows: 10,
        items: [expect.objectContaining({ itemId: item.id })],
      }),
    ])
    const values = {
      experimentZh: '<p>实验</p><script>x</script>',
      analysisEn: '<p>Analysis</p>',
      noticeZh: '<p>注意</p>',
      defaultTableRows: '20',
      'groups[0].groupId': String(group.id),
      'groups[0].tableRows': '-1',
      'groups[0].introductionEn': '<p>Group intro</p>',
      'groups[0].items[0].itemId': String(item.id),
      'groups[0].items[0].tableRows': '5',
      'groups[0].items[0].introductionZh': '<p>项目介绍</p>',
    }
    const refused = parseWithZod(form({ ...values, defaultTableRows: '1000' }), { schema: reportFormSchema })
    expect(refused.reply().error).toMatchObject({ defaultTableRows: ['adminWorkflows.errors.tableRows'] })
    const submission = parseWithZod(form(values), { schema: reportFormSchema })
    if (submission.status !== 'success') throw new Error(JSON.stringify(submission.reply().error))
    await saveReportTemplate(actor, workflowId, submission.value)

    const [template] = await getDb().select().from(reportTemplates).where(eq(reportTemplates.workflowId, workflowId))
    expect(template.defaultTableRows).toBe(20)
    expect(template.groupSettings).toMatchObject([
      { groupId: group.id, defaultReportTableRows: -1, items: [{ itemId: item.id, defaultReportTableRows: 5 }] },
    ])
    const again = await loadReportTemplate(workflowId)
    expect(again.form).toMatchObject({
      experimentZh: '<p>实验</p>',
      analysisEn: '<p>Analysis</p>',
      noticeZh: '<p>注意</p>',
    })
    expect(again.form.groups[0]).toMatchObject({ introductionEn: '<p>Group intro</p>', tableRows: -1 })
    expect(again.form.groups[0].items[0]).toMatchObject({ introductionZh: '<p>项目介绍</p>', tableRows: 5 })
    expect((await changesOf(getDb(), 'report-template', workflowId))[0]).toMatchObject({
      action: 'create',
      before: null,
      after: { defaultTableRows: 20, experiment: { zh: '<p>实验</p>' } },
    })
  })
})
