import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { toolCategories, tools, toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { catalogueCategories } from './catalogue-links.server'
import { catalogueFilters, findVisibleTool, listCatalogueTools } from './tools/catalogue.server'
import { eventually } from '../../tests/support/eventually'

const firstPage = { page: 1 }

describe('the catalogue cache', () => {
  it('serves repeated requests from one shared, frozen answer', async () => {
    const first = await eventually(
      'two requests answered from the cache',
      async () => [await catalogueFilters(null), await catalogueFilters(null)],
      { until: ([a, b]) => a.categories === b.categories },
    )
    expect(first[0].categories).toBe(first[1].categories)
    expect(Object.isFrozen(first[0].categories[0])).toBe(true)
    expect(() => (first[0].categories as unknown as unknown[]).push({})).toThrow(TypeError)
  })

  it('shows a tool edit and a renamed category as soon as the database announces them, and counts a finished run at once', async () => {
    const db = getDb()
    const [listed] = (await listCatalogueTools(null, firstPage)).tools
    await findVisibleTool(listed.id, null)

    await db.update(tools).set({ titleEn: 'Renamed by staff' }).where(eq(tools.id, listed.id))
    const renamed = await eventually('the renamed tool', () => listCatalogueTools(null, firstPage), {
      until: (answer) => answer.tools[0].titleEn === 'Renamed by staff',
    })
    expect(renamed.tools[0].titleEn).toBe('Renamed by staff')
    expect((await findVisibleTool(listed.id, null))?.titleEn).toBe('Renamed by staff')

    const [user] = await db.select({ id: users.id }).from(users).limit(1)
    await db.insert(toolTasks).values({ taskNumber: 'T-cache-probe', toolId: listed.id, userId: user.id, status: 800 })
    const counted = await listCatalogueTools(null, firstPage)
    expect(counted.tools[0].useCount).toBe(renamed.tools[0].useCount + 1)

    await db.update(toolCategories).set({ nameEn: 'Charts, renamed' }).where(eq(toolCategories.code, 'chart'))
    const filters = await eventually('the renamed category in the filters', () => catalogueFilters(null), {
      until: (answer) => answer.categories.some((category) => category.nameEn === 'Charts, renamed'),
    })
    expect(filters.categories.map((category) => category.nameEn)).toContain('Charts, renamed')
    const home = await eventually('the renamed category on the home page', catalogueCategories, {
      until: (answer) => answer.toolCategories.some((category) => category.nameEn === 'Charts, renamed'),
    })
    expect(home.toolCategories.map((category) => category.nameEn)).toContain('Charts, renamed')
  })

  it('keeps each audience to the tools it may see', async () => {
    const db = getDb()
    const [hidden] = await db
      .insert(tools)
      .values({ title: '缓存探针-未发布', titleEn: 'Cache probe', description: '', publishStatus: 0 })
      .returning({ id: tools.id })
    const staff = { id: -1, isInternal: true, permissions: ['menu:settings'] }
    const seenByStaff = await eventually('staff to see the unpublished tool', () => findVisibleTool(hidden.id, staff))
    expect(seenByStaff?.title).toBe('缓存探针-未发布')
    expect(await findVisibleTool(hidden.id, null)).toBeNull()
    expect(await findVisibleTool(hidden.id, { id: -2, isInternal: true, permissions: [] })).toBeNull()
  })
})
