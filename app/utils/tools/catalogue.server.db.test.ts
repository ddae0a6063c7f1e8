import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { TOOL_PUBLISH_STATUS, TOOL_TYPE } from '#core/tools'
import { toolCategories, tools, toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { PERMISSIONS } from '#core/permissions'
import {
  CATALOGUE_PAGE_SIZE,
  catalogueFilters,
  findVisibleTool,
  listCatalogueTools,
  parseCatalogueQuery,
} from './catalogue.server'

// Viewers by audience; the ids name no account, as the tool rules read none.
const customer = { id: -1, isInternal: false, permissions: [] }
const internalUser = { id: -2, isInternal: true, permissions: [] }
const settingsStaff = { id: -3, isInternal: true, permissions: [PERMISSIONS.settings] }

const probeIds: Record<string, number> = {}

beforeAll(async () => {
  const db = getDb()
  const [chart] = await db
    .select({ id: toolCategories.id })
    .from(toolCategories)
    .where(eq(toolCategories.code, 'chart'))
  const [child] = await db
    .insert(toolCategories)
    .values({ code: 'probe-child', name: '探针子类', nameEn: 'Probe child', parentId: chart.id, sort: 9 })
    .returning({ id: toolCategories.id })
  const base = { description: '', script: '', categoryId: child.id, toolType: TOOL_TYPE.cloudChart }
  const inserted = await db
    .insert(tools)
    .values([
      {
        ...base,
        title: '探针-已发布',
        titleEn: 'Probe published',
        descriptionEn: 'Draws a 100% stacked_bar',
        tags: ['probe', 'stacked'],
        publishStatus: TOOL_PUBLISH_STATUS.published,
        sort: -3,
        useCount: 40,
      },
      {
        ...base,
        title: '探针-内部测试',
        titleEn: 'Probe internal',
        tags: ['probe'],
        publishStatus: TOOL_PUBLISH_STATUS.internalTest,
        sort: -2,
      },
      {
        ...base,
        title: '探针-未发布',
        titleEn: 'Probe unpublished',
        tags: ['probe'],
        publishStatus: TOOL_PUBLISH_STATUS.unpublished,
        sort: -1,
      },
    ])
    .returning({ id: tools.id, titleEn: tools.titleEn })
  for (const row of inserted) probeIds[row.titleEn] = row.id
  const [user] = await db.select({ id: users.id }).from(users).limit(1)
  await db.insert(toolTasks).values(
    // Two runs that produced a result, one that failed and one still queued.
    [800, 790, 400, 1].map((status, n) => ({
      taskNumber: `T-probe-${n}`,
      toolId: probeIds['Probe published'],
      userId: user.id,
      status,
    })),
  )
})

const titles = (result: Awaited<ReturnType<typeof listCatalogueTools>>) => result.tools.map((tool) => tool.titleEn)

describe('the tool catalogue', () => {
  it('shows customers published tools only, internal users internal-test ones too, settings staff all', async () => {
    const query = { category: 'probe-child', page: 1 }
    expect(titles(await listCatalogueTools(null, query))).toEqual(['Probe published'])
    expect(titles(await listCatalogueTools(customer, query))).toEqual(['Probe published'])
    expect(titles(await listCatalogueTools(internalUser, query))).toEqual(['Probe published', 'Probe internal'])
    expect(titles(await listCatalogueTools(settingsStaff, query))).toEqual([
      'Probe published',
      'Probe internal',
      'Probe unpublished',
    ])
    expect(await findVisibleTool(probeIds['Probe unpublished'], customer)).toBeNull()
    expect((await findVisibleTool(probeIds['Probe unpublished'], settingsStaff))?.title).toBe('探针-未发布')
  })

  it('filters by a parent category including its children, sorted by sort', async () => {
    const inChart = titles(await listCatalogueTools(internalUser, { category: 'chart', page: 1 }))
    expect(inChart.slice(0, 2)).toEqual(['Probe published', 'Probe internal'])
    expect(titles(await listCatalogueTools(internalUser, { category: 'sequence', page: 1 }))).not.toContain(
      'Probe published',
    )
  })

  it('filters by tag and by keyword in either language, taking % and _ literally', async () => {
    expect(titles(await listCatalogueTools(customer, { tag: 'stacked', category: 'probe-child', page: 1 }))).toEqual([
      'Probe published',
    ])
    expect(titles(await listCatalogueTools(customer, { keyword: '探针', page: 1 }))).toEqual(['Probe published'])
    expect(titles(await listCatalogueTools(customer, { keyword: 'PROBE PUB', page: 1 }))).toEqual(['Probe published'])
    expect(titles(await listCatalogueTools(customer, { keyword: '100% stacked_bar', page: 1 }))).toEqual([
      'Probe published',
    ])
    expect(titles(await listCatalogueTools(customer, { keyword: '100%_stacked', page: 1 }))).toEqual([])
  })

  it('counts uses as the base count plus the runs that produced a result, fresh on every request', async () => {
    const [tool] = (await listCatalogueTools(customer, { category: 'probe-child', page: 1 })).tools
    expect(tool.useCount).toBe(42)
    expect((await findVisibleTool(tool.id, customer))?.useCount).toBe(42)
    const queued = await getDb()
      .update(toolTasks)
      .set({ status: 800 })
      .where(eq(toolTasks.taskNumber, 'T-probe-3'))
      .returning({ id: toolTasks.id })
    expect(queued).toHaveLength(1)
    // The catalogue itself is cached until staff change it; the count is not.
    const [again] = (await listCatalogueTools(customer, { category: 'probe-child', page: 1 })).tools
    expect(again.useCount).toBe(43)
    expect((await findVisibleTool(tool.id, customer))?.useCount).toBe(43)
  })

  it('pages in SQL and clamps a page past the end', async () => {
    const all = await listCatalogueTools(settingsStaff, { page: 1 })
    expect(all.tools.length).toBe(Math.min(all.total, CATALOGUE_PAGE_SIZE))
    const last = await listCatalogueTools(settingsStaff, { page: 999 })
    expect(last.page).toBe(all.pages)
    expect(await parseCatalogueQuery(new Request('http://x/tools/all?page=&q=%20&category=chart'))).toEqual({
      category: 'chart',
      tag: undefined,
      keyword: undefined,
      page: 1,
    })
  })

  it.each(['page=-2', 'page=1e300', 'page=922337203685477580', 'q=%00', 'tag=a%00b'])(
    'answers 400 to ?%s',
    async (search) => {
      const refusal = await parseCatalogueQuery(new Request(`http://x/tools/all?${search}`)).catch(
        (error: unknown) => error,
      )
      expect(refusal).toBeInstanceOf(Response)
      expect((refusal as Response).status).toBe(400)
    },
  )

  it('counts visible tools per category up the tree', async () => {
    const customerFilters = await catalogueFilters(customer)
    const staffFilters = await catalogueFilters(settingsStaff)
    const chart = (filters: typeof customerFilters) => filters.categories.find((category) => category.code === 'chart')!
    expect(chart(customerFilters).children.find((child) => child.code === 'probe-child')?.toolCount).toBe(1)
    expect(chart(staffFilters).toolCount - chart(customerFilters).toolCount).toBe(2)
  })

  it('lists only the tags of the chosen category and its subcategories', async () => {
    const inProbeChild = await catalogueFilters(customer, 'probe-child')
    expect(inProbeChild.tags).toEqual(['probe', 'stacked'])
    // The seeded tools carry hundreds of tags: the filter offers the 40 that find the most tools.
    const everywhere = (await catalogueFilters(customer)).tags
    expect(everywhere).toHaveLength(40)
    expect(everywhere).toContain('distribution')
    expect((await catalogueFilters(customer, 'sequence')).tags).not.toContain('probe')
    // The category tree and its counts stay whole whichever category is chosen.
    expect(inProbeChild.categories).toEqual((await catalogueFilters(customer)).categories)
  })
})
