import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { COLLECT_TYPE } from '#core/engagement'
import { ANALYSIS_CATEGORY } from '#core/workflows'
import { favourites } from '#db/schema/engagement'
import { analysisBatches, orders } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { SEEDED_WORKFLOWS } from '#db/seed/workflows'
import { setFavourite } from '~/utils/favourites.server'
import {
  listCatalogueWorkflows,
  parseWorkflowCatalogueQuery,
  WORKFLOW_PAGE_SIZE,
  workflowCatalogueFilters,
  type WorkflowCatalogueQuery,
} from './catalogue.server'

const ids: Record<string, number> = {}
let reader = { id: 0 }
let other = { id: 0 }

const base: WorkflowCatalogueQuery = { order: 'all', mine: false, page: 1, tag: 'probe' }

beforeAll(async () => {
  const db = getDb()
  const day = (n: number) => new Date(Date.UTC(2020, 0, n))
  const probe = { isActive: true, isPublish: true, labels: ['probe'] }
  const inserted = await db
    .insert(workflows)
    .values([
      {
        ...probe,
        title: '探针甲',
        titleEn: 'Probe Alpha',
        descriptionEn: 'Finds a 100%_match',
        labels: ['probe', 'Lonely'],
        categoryId: ANALYSIS_CATEGORY.microbiome,
        sort: 1,
        createdAt: day(1),
      },
      {
        ...probe,
        title: '探针乙',
        titleEn: 'Probe Beta',
        categoryId: ANALYSIS_CATEGORY.dna,
        sort: 2,
        createdAt: day(3),
      },
      {
        ...probe,
        title: '探针丙',
        titleEn: 'Probe Gamma',
        categoryId: ANALYSIS_CATEGORY.rna,
        sort: 3,
        createdAt: day(2),
      },
      { ...probe, title: '探针未发布', titleEn: 'Probe unpublished', isPublish: false, labels: ['probe', 'Hidden'] },
      { ...probe, title: '探针停用', titleEn: 'Probe inactive', isActive: false, labels: ['probe', 'Hidden'] },
      ...Array.from({ length: WORKFLOW_PAGE_SIZE + 1 }, (_, n) => ({
        ...probe,
        title: `分页探针 ${n}`,
        titleEn: `Paging probe ${n}`,
        labels: ['probe-page'],
        sort: 100 + n,
      })),
    ])
    .returning({ id: workflows.id, titleEn: workflows.titleEn })
  for (const row of inserted) ids[row.titleEn] = row.id
  const [first, second] = await db.select({ id: users.id }).from(users).orderBy(users.id).limit(2)
  reader = first
  other = second
  const [order] = await db.insert(orders).values({ trackingNumber: '80-probe' }).returning({ id: orders.id })
  await db.insert(analysisBatches).values([
    { id: 'A-probe-1', orderId: order.id, customerId: reader.id, workflowId: ids['Probe Gamma'] },
    { id: 'A-probe-2', orderId: order.id, customerId: reader.id, workflowId: ids['Probe Gamma'] },
    { id: 'A-probe-3', orderId: order.id, customerId: reader.id, workflowId: ids['Probe Beta'] },
  ])
  await setFavourite(reader.id, COLLECT_TYPE.workflow, ids['Probe Beta'], true)
  await setFavourite(other.id, COLLECT_TYPE.workflow, ids['Probe Alpha'], true)
})

const list = async (query: Partial<WorkflowCatalogueQuery>, viewer: { id: number } | null = null) =>
  (await listCatalogueWorkflows(viewer, { ...base, ...query })).workflows.map((workflow) => workflow.titleEn)

describe('the analysis catalogue', () => {
  it('lists the seeded workflows, published, in their order', async () => {
    const all = await listCatalogueWorkflows(null, { order: 'all', mine: false, page: 1 })
    expect(all.total).toBe(SEEDED_WORKFLOWS.length + 3 + WORKFLOW_PAGE_SIZE + 1)
    // By sort, then id: the seeded workflows were there before the probes.
    expect(all.workflows.slice(0, 5).map((workflow) => workflow.titleEn)).toEqual([
      '16S rRNA amplicon analysis (microbial diversity)',
      'Probe Alpha',
      'ITS amplicon analysis (fungal diversity)',
      'Probe Beta',
      'Shotgun metagenomic analysis',
    ])
  })

  it('never lists unpublished or inactive workflows, nor their labels', async () => {
    expect(await list({})).toEqual(['Probe Alpha', 'Probe Beta', 'Probe Gamma'])
    expect(await list({}, reader)).not.toContain('Probe unpublished')
    expect((await workflowCatalogueFilters()).tags).not.toContain('Hidden')
  })

  it('filters by category and by tag', async () => {
    expect(await list({ category: 'dna' })).toEqual(['Probe Beta'])
    expect(await list({ category: 'rna' })).toEqual(['Probe Gamma'])
    expect(await list({ tag: 'Lonely' })).toEqual(['Probe Alpha'])
    const { categories, tags } = await workflowCatalogueFilters()
    expect(categories.map((category) => category.code)).toEqual(['microbiome', 'dna', 'rna'])
    expect(categories.find((category) => category.code === 'rna')?.workflowCount).toBe(2)
    expect(tags).toEqual(expect.arrayContaining(['16S rRNA', 'Lonely', 'probe']))
  })

  it('searches titles, descriptions and labels in both languages, case-insensitively and literally', async () => {
    expect(await list({ keyword: 'probe alpha' })).toEqual(['Probe Alpha'])
    expect(await list({ keyword: '探针乙' })).toEqual(['Probe Beta'])
    expect(await list({ keyword: '100%_M' })).toEqual(['Probe Alpha'])
    expect(await list({ keyword: '100%x' })).toEqual([])
    expect(await list({ keyword: 'lonely' })).toEqual(['Probe Alpha'])
    expect(await list({ tag: undefined, keyword: '真菌' })).toEqual(['ITS amplicon analysis (fungal diversity)'])
  })

  it('orders by creation (latest) and by batches created from the workflow (hottest)', async () => {
    expect(await list({ order: 'latest' })).toEqual(['Probe Beta', 'Probe Gamma', 'Probe Alpha'])
    expect(await list({ order: 'hottest' })).toEqual(['Probe Gamma', 'Probe Beta', 'Probe Alpha'])
    const hottest = await listCatalogueWorkflows(null, { ...base, order: 'hottest' })
    expect(hottest.workflows.map((workflow) => workflow.batchCount)).toEqual([2, 1, 0])
  })

  it('pages in SQL and keeps a page past the end on the last one', async () => {
    const first = await listCatalogueWorkflows(null, { ...base, tag: 'probe-page' })
    expect(first).toMatchObject({ total: WORKFLOW_PAGE_SIZE + 1, page: 1, pages: 2 })
    expect(first.workflows).toHaveLength(WORKFLOW_PAGE_SIZE)
    const last = await listCatalogueWorkflows(null, { ...base, tag: 'probe-page', page: 9 })
    expect(last.page).toBe(2)
    expect(last.workflows.map((workflow) => workflow.titleEn)).toEqual([`Paging probe ${WORKFLOW_PAGE_SIZE}`])
  })

  it("marks and filters the viewer's favourites only", async () => {
    const marked = await listCatalogueWorkflows(reader, base)
    expect(marked.workflows.filter((workflow) => workflow.isCollected).map((workflow) => workflow.titleEn)).toEqual([
      'Probe Beta',
    ])
    expect((await listCatalogueWorkflows(null, base)).workflows.some((workflow) => workflow.isCollected)).toBe(false)
    expect(await list({ mine: true }, reader)).toEqual(['Probe Beta'])
    expect(await list({ mine: true }, other)).toEqual(['Probe Alpha'])
    await setFavourite(reader.id, COLLECT_TYPE.workflow, ids['Probe Beta'], false)
    await setFavourite(reader.id, COLLECT_TYPE.workflow, ids['Probe Beta'], false)
    expect(await list({ mine: true }, reader)).toEqual([])
    const rows = await getDb().select().from(favourites)
    expect(rows.filter((row) => row.userId === reader.id && row.collectionId === ids['Probe Beta'])).toEqual([])
  })

  it('reads the query string, empty fields as no filter', async () => {
    expect(
      await parseWorkflowCatalogueQuery(new Request('http://x/analysis?page=&q=%20&category=rna&order=hottest&mine=1')),
    ).toEqual({ category: 'rna', tag: undefined, keyword: undefined, order: 'hottest', mine: true, page: 1 })
  })

  it.each(['page=0', 'page=abc', 'page=1e300', 'category=plants', 'order=random', 'mine=yes', 'q=%00'])(
    'answers 400 to ?%s',
    async (search) => {
      const refusal = await parseWorkflowCatalogueQuery(new Request(`http://x/analysis?${search}`)).catch(
        (error: unknown) => error,
      )
      expect(refusal).toBeInstanceOf(Response)
      expect((refusal as Response).status).toBe(400)
    },
  )
})
