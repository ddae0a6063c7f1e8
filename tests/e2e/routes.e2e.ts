import { beforeAll, describe, expect, it } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { ADMIN, CUSTOMER, get, sessionCookieFor, STAFF } from './http'
import { createTask } from './platform-tasks'
import { SPEC_ROUTES } from './spec-routes'

describe('every route of the spec exists with its guard', () => {
  let customer = ''
  let staff = ''
  let admin = ''
  /** The spec's `/task/:id` opens on a task of the administrator's own, made here so no other file's order matters. */
  let adminTaskPath = ''
  beforeAll(async () => {
    adminTaskPath = `/task/${createTask({ email: ADMIN.email, scriptClassName: 'BarChart', language: 'zh' }).id}`
    ;[customer, staff, admin] = await Promise.all([
      sessionCookieFor(CUSTOMER.email, CUSTOMER.password),
      sessionCookieFor(STAFF.email, STAFF.password),
      sessionCookieFor(ADMIN.email, ADMIN.password),
    ])
  })

  it.each(SPEC_ROUTES)('%s (%s) for an anonymous visitor', async (path, access) => {
    const response = await get(path)
    if (access === 'anonymous') {
      expect(response.status === 200 || (path === '/tools' && response.headers.get('location') === '/tools/all')).toBe(
        true,
      )
    } else {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`)
    }
  })

  it.each(SPEC_ROUTES.filter(([, access]) => access.startsWith('menu:')))(
    '%s (%s) answers /401 for a customer',
    async (path) => {
      const response = await get(path, customer)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/401')
    },
  )

  it.each(
    SPEC_ROUTES.filter(
      ([path]) => path !== '/login' && path !== '/product' && path !== '/tools' && path !== '/projects',
    ),
  )('%s opens for the administrator', async (path) => {
    // Concrete ids: the administrator's own task, and the seeded example project (analysis-data staff view any batch).
    const concrete: Record<string, string> = {
      '/task/1': adminTaskPath,
      '/analysis-project/A1': `/analysis-project/${GLOBAL_PATTERNS_EXAMPLE.batchId}`,
      '/analysis-report/A1': `/analysis-report/${GLOBAL_PATTERNS_EXAMPLE.batchId}`,
    }
    const response = await get(concrete[path] ?? path, admin)
    expect(response.status).toBe(200)
  })

  it('serves the analysis data page itself, not a placeholder, under the settings group too', async () => {
    for (const path of ['/projects/projectfiles', '/setting/projects/projectfiles']) {
      const html = await (await get(path, admin)).text()
      expect(html).toMatch(/role="search"/)
    }
  })

  it('keeps security pages from staff without security rights, but not the settings', async () => {
    expect((await get('/security/roles', staff)).headers.get('location')).toBe('/401')
    expect((await get('/setting/tool', staff)).status).toBe(200)
  })

  it('sends the product link to the provider and a logged-in visitor of /login home', async () => {
    expect((await get('/product', customer)).headers.get('location')).toMatch(/^https?:\/\//)
    expect((await get('/login', customer)).headers.get('location')).toBe('/')
  })

  it('answers an unknown path with the 404 page', async () => {
    const response = await get('/no/such/page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('您访问的页面不存在。')
  })
})
