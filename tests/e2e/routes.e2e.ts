import { beforeAll, describe, expect, it } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { ADMIN, CUSTOMER, get, sessionCookieFor, STAFF } from './http'
import { createTask } from './platform-tasks'

/**
 * The route table of spec 01 §2 with each route's guard, written out here independently of the
 * code: every route must exist and answer as its guard says.
 */
const SPEC_ROUTES: [path: string, access: string][] = [
  ['/', 'anonymous'],
  ['/login', 'anonymous'],
  ['/tools', 'anonymous'],
  ['/tutorial/analysis&12&Diversity_Guide', 'anonymous'],
  ['/product', 'user'],
  ['/userCenter/password', 'user'],
  ['/projects', 'user'],
  ['/tools/all', 'anonymous'],
  ['/tool/1', 'anonymous'],
  ['/analysis', 'anonymous'],
  ['/analysis/all', 'anonymous'],
  ['/analysis-introduction/1', 'anonymous'],
  ['/course', 'anonymous'],
  ['/course/1', 'user'],
  ['/task/1', 'user'],
  ['/analysis-project/A1', 'user'],
  ['/analysis-report/A1', 'user'],
  ['/projects/overview', 'user'],
  ['/projects/myAnalysis', 'user'],
  ['/projects/toolRunRecords', 'user'],
  ['/projects/myfiles', 'user'],
  ['/projects/projectfiles', 'user'],
  ['/projects/toolfiles', 'user'],
  ['/projects/mycollection', 'user'],
  ['/userCenter/message', 'user'],
  ['/resource', 'menu:settings'],
  ['/resource/r1', 'menu:settings'],
  ['/resource/r2', 'menu:settings'],
  ['/resource/r3', 'menu:settings'],
  ['/projects-data', 'menu:projects-data'],
  ['/tools-data', 'menu:tools-projects-data'],
  ['/analysis-data', 'menu:analysis-projects-data'],
  ['/feedback-data', 'menu:feedback-data'],
  ['/message-data', 'menu:message-data'],
  ['/security', 'menu:security'],
  ['/security/accounts', 'menu:security'],
  ['/security/external-accounts', 'menu:security'],
  ['/security/roles', 'menu:security'],
  ['/security/permissions', 'menu:security'],
  ['/setting', 'menu:settings'],
  ['/setting/tool', 'menu:settings'],
  ['/setting/tool/create', 'menu:settings'],
  ['/setting/tool/edit/1', 'menu:settings'],
  ['/setting/tool/copy/1', 'menu:settings'],
  ['/setting/analysis-management', 'menu:settings'],
  ['/setting/course-management', 'menu:settings-course'],
  ['/setting/form', 'menu:settings'],
  ['/setting/form/create/1', 'menu:settings'],
  ['/setting/form/edit/1', 'menu:settings'],
  ['/setting/code', 'menu:settings'],
  ['/setting/multi-language-management', 'menu:settings'],
  ['/setting/projects/myfiles', 'menu:settings'],
  ['/setting/projects/projectfiles', 'menu:settings'],
]

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
