import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { courses } from '#db/schema/courses'
import { dictionaryItems } from '#db/schema/dictionary'
import { toolCategories } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { eventually } from '../../../tests/support/eventually'
import { dictionaryLabels } from '../dictionary-labels.server'
import { catalogueCategories } from '../catalogue-links.server'
import type { AdminListQuery } from './admin-list.server'
import {
  DictionaryRefusal,
  deleteDictionaryItem,
  insertDictionaryItems,
  listDictionaryCategories,
  listDictionaryItems,
  readBulkLines,
  upsertDictionaryItem,
} from './dictionary.server'

const listQuery = (changes: Partial<AdminListQuery> = {}): AdminListQuery => ({
  page: 1,
  pageSize: 10,
  sort: null,
  direction: 'asc',
  keyword: null,
  ...changes,
})

async function staff() {
  const [row] = await getDb()
    .insert(users)
    .values({ email: `dictionary-${Math.random()}@biocloud.example.com` })
    .returning({ id: users.id, email: users.email })
  return row
}

async function refusalOf(promise: Promise<unknown>): Promise<DictionaryRefusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(DictionaryRefusal)
  return error as DictionaryRefusal
}

async function itemId(category: string, code: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.category, category), eq(dictionaryItems.code, code)))
  return row.id
}

describe('the dictionary page', () => {
  it('lists the categories with their item counts, the catalogue tables first', async () => {
    const categories = await listDictionaryCategories()
    expect(categories.slice(0, 2).map((entry) => entry.category)).toEqual(['ToolCategory', 'AnalysisCategory'])
    expect(categories.find((entry) => entry.category === 'ToolRunStatus')).toEqual({
      category: 'ToolRunStatus',
      count: 9,
      kind: 'dictionary',
    })
    expect(categories.find((entry) => entry.category === 'AnalysisCategory')?.count).toBe(3)
  })

  it('pages a category ascending by sort, and filters by keyword', async () => {
    const page = await listDictionaryItems('ToolRunStatus', listQuery({ pageSize: 10 }))
    expect(page.total).toBe(9)
    expect(page.rows.map((row) => row.code)).toEqual(['0', '1', '100', '200', '400', '700', '790', '800', '900'])
    const searched = await listDictionaryItems('ToolRunStatus', listQuery({ keyword: 'success' }))
    expect(searched.rows.map((row) => row.code)).toEqual(['800'])
    const descending = await listDictionaryItems('FeedbackType', listQuery({ sort: 'sort', direction: 'desc' }))
    expect(descending.rows.map((row) => row.nameEn)).toEqual(['Other', 'Problem', 'Advice'])
  })

  it('renames an item with one audit row, and the cached labels show the new name at once', async () => {
    const actor = await staff()
    expect((await dictionaryLabels('ToolRunStatus', 'en'))['800']).toBe('Success')
    const id = await itemId('ToolRunStatus', '800')
    await upsertDictionaryItem(actor, 'ToolRunStatus', {
      intent: 'upsert',
      id,
      code: '800',
      name: '成功完成',
      nameEn: 'Finished',
      sort: 8,
    })
    const labels = await eventually('the renamed label', () => dictionaryLabels('ToolRunStatus', 'en'), {
      until: (answer) => answer['800'] === 'Finished',
    })
    expect(labels['800']).toBe('Finished')
    expect((await dictionaryLabels('ToolRunStatus', 'zh'))['800']).toBe('成功完成')
    const [change] = await changesOf(getDb(), 'dictionary-item', id)
    expect(change).toMatchObject({
      action: 'update',
      actorEmail: actor.email,
      before: { category: 'ToolRunStatus', code: '800', name: '成功', nameEn: 'Success', sort: 8 },
      after: { category: 'ToolRunStatus', code: '800', name: '成功完成', nameEn: 'Finished', sort: 8 },
    })
  })

  it('adds an item, and refuses a code already in the category', async () => {
    const actor = await staff()
    const { id, created } = await upsertDictionaryItem(actor, 'FeedbackType', {
      intent: 'upsert',
      code: 'praise',
      name: '表扬',
      nameEn: 'Praise',
      sort: 4,
    })
    expect(created).toBe(true)
    const [change] = await changesOf(getDb(), 'dictionary-item', id)
    expect(change).toMatchObject({ action: 'create', before: null, after: { code: 'praise', nameEn: 'Praise' } })
    const refusal = await refusalOf(
      upsertDictionaryItem(actor, 'FeedbackType', {
        intent: 'upsert',
        code: 'praise',
        name: '又一个',
        nameEn: '',
        sort: 5,
      }),
    )
    expect(refusal).toMatchObject({ field: 'code', messageKey: 'adminDictionary.errors.codeTaken' })
    // The same code in another category is another item.
    expect(
      (
        await upsertDictionaryItem(actor, 'CourseType', {
          intent: 'upsert',
          code: 'praise',
          name: '课',
          nameEn: '',
          sort: 0,
        })
      ).created,
    ).toBe(true)
  })

  it('bulk inserts lines, refusing each bad one with its reason and writing nothing for it', async () => {
    const actor = await staff()
    const lines = readBulkLines(
      [
        'code,zh,en,sort',
        'a1,甲,Alpha,5',
        '"b,2",乙,"Beta, two"',
        '',
        'a1,重复,Again',
        'c3,,No name',
        'd4,丁,Delta,x',
        '20,高,High',
      ].join('\n'),
    )
    expect(lines.map((line) => line.line)).toEqual([2, 3, 5, 6, 7, 8])
    const report = await insertDictionaryItems(actor, 'MessageImportance', lines)
    expect(report).toEqual([
      { line: 2, code: 'a1', name: '甲', added: true, reason: null },
      { line: 3, code: 'b,2', name: '乙', added: true, reason: null },
      { line: 5, code: 'a1', name: '重复', added: false, reason: 'adminDictionary.errors.bulkRepeated' },
      { line: 6, code: 'c3', name: '', added: false, reason: 'adminDictionary.errors.nameRequired' },
      { line: 7, code: 'd4', name: '丁', added: false, reason: 'adminDictionary.errors.sort' },
      { line: 8, code: '20', name: '高', added: false, reason: 'adminDictionary.errors.codeTaken' },
    ])
    const page = await listDictionaryItems('MessageImportance', listQuery({ sort: 'sort' }))
    // The seeded four keep sorts 1-4; a1 asked for 5 and "b,2" (no sort) goes after it.
    expect(page.rows.map((row) => [row.code, row.sort])).toEqual([
      ['0', 1],
      ['10', 2],
      ['20', 3],
      ['99', 4],
      ['a1', 5],
      ['b,2', 6],
    ])
    expect(page.rows.find((row) => row.code === '20')?.nameEn).toBe('High')
    const [change] = await changesOf(getDb(), 'dictionary-item', page.rows[5].id)
    expect(change).toMatchObject({ action: 'import', after: { code: 'b,2', nameEn: 'Beta, two', sort: 6 } })
    await expect(insertDictionaryItems(actor, 'MessageImportance', [])).rejects.toMatchObject({
      messageKey: 'adminDictionary.errors.bulkEmpty',
    })
  })

  it('deletes an item with its audit row, and refuses one a course uses', async () => {
    const actor = await staff()
    const id = await itemId('CollectType', '3')
    await deleteDictionaryItem(actor, 'CollectType', id)
    expect((await listDictionaryItems('CollectType', listQuery())).rows.map((row) => row.code)).toEqual(['1', '2'])
    const [change] = await changesOf(getDb(), 'dictionary-item', id)
    expect(change).toMatchObject({ action: 'delete', after: null, before: { code: '3', nameEn: 'Workflow' } })

    const { id: categoryId } = await upsertDictionaryItem(actor, 'CourseCategory', {
      intent: 'upsert',
      code: 'bioinformatics-101',
      name: '生信入门',
      nameEn: 'Bioinformatics 101',
      sort: 1,
    })
    await getDb()
      .insert(courses)
      .values({ title: '课程', description: '', cover: 'cover.png', url: 'https://example.com', categoryId })
    const refusal = await refusalOf(deleteDictionaryItem(actor, 'CourseCategory', categoryId))
    expect(refusal.messageKey).toBe('adminDictionary.errors.inUse')
    expect(await changesOf(getDb(), 'dictionary-item', categoryId)).toHaveLength(1)
  })

  it('edits tool categories in their own table: rename shown on the home page, a child under a parent, no cycles', async () => {
    const actor = await staff()
    const [chart] = await getDb().select().from(toolCategories).where(eq(toolCategories.code, 'chart'))
    await upsertDictionaryItem(actor, 'ToolCategory', {
      intent: 'upsert',
      id: chart.id,
      code: 'chart',
      name: '图表',
      nameEn: 'Plots',
      sort: 1,
    })
    const home = await eventually('the renamed tool category', catalogueCategories, {
      until: (answer) => answer.toolCategories.some((category) => category.nameEn === 'Plots'),
    })
    expect(home.toolCategories.find((category) => category.code === 'chart')?.name).toBe('图表')

    const { id: childId } = await upsertDictionaryItem(actor, 'ToolCategory', {
      intent: 'upsert',
      code: 'heatmaps',
      name: '热图',
      nameEn: 'Heatmaps',
      sort: 9,
      parentId: chart.id,
    })
    const [child] = await getDb().select().from(toolCategories).where(eq(toolCategories.id, childId))
    expect(child).toMatchObject({ code: 'heatmaps', parentId: chart.id })
    const [created] = await changesOf(getDb(), 'tool-category', childId)
    expect(created).toMatchObject({ action: 'create', after: { code: 'heatmaps', parentId: chart.id } })

    const cycle = await refusalOf(
      upsertDictionaryItem(actor, 'ToolCategory', {
        intent: 'upsert',
        id: chart.id,
        code: 'chart',
        name: '图表',
        nameEn: '',
        sort: 1,
        parentId: childId,
      }),
    )
    expect(cycle).toMatchObject({ field: 'parentId', messageKey: 'adminDictionary.errors.parentCycle' })
    const slug = await refusalOf(
      upsertDictionaryItem(actor, 'ToolCategory', {
        intent: 'upsert',
        code: 'Bad Code',
        name: '坏',
        nameEn: '',
        sort: 1,
      }),
    )
    expect(slug.messageKey).toBe('adminDictionary.errors.slug')
    // A category with a child cannot be deleted.
    expect((await refusalOf(deleteDictionaryItem(actor, 'ToolCategory', chart.id))).messageKey).toBe(
      'adminDictionary.errors.inUse',
    )
  })

  it('renames analysis categories in their own table and adds one by number', async () => {
    const actor = await staff()
    await upsertDictionaryItem(actor, 'AnalysisCategory', {
      intent: 'upsert',
      id: 2,
      code: '2',
      name: 'DNA 测序',
      nameEn: 'DNA sequencing',
      sort: 7,
    })
    const page = await listDictionaryItems('AnalysisCategory', listQuery({ sort: 'sort' }))
    expect(page.rows.map((row) => [row.code, row.nameEn, row.sort])).toEqual([
      ['1', 'Microbiome', 1],
      ['3', 'RNA', 3],
      ['2', 'DNA sequencing', 7],
    ])
    expect(
      (
        await refusalOf(
          upsertDictionaryItem(actor, 'AnalysisCategory', {
            intent: 'upsert',
            code: 'x',
            name: '坏',
            nameEn: '',
            sort: 1,
          }),
        )
      ).messageKey,
    ).toBe('adminDictionary.errors.numericCode')
    const { id } = await upsertDictionaryItem(actor, 'AnalysisCategory', {
      intent: 'upsert',
      code: '4',
      name: '宏基因组',
      nameEn: 'Metagenome',
      sort: 4,
    })
    expect(id).toBe(4)
    expect((await changesOf(getDb(), 'analysis-category', 2))[0]).toMatchObject({
      action: 'update',
      after: { nameEn: 'DNA sequencing' },
    })
  })
})
