import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { analysisBatches } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { GLOBAL_PATTERNS_EXAMPLE, seedExampleProjects } from '#db/seed/example-projects'
import { ANALYSIS_STATUS } from '#core/projects'
import type { SessionUser } from '~/utils/auth.server'
import { loadReportPage, reportPageQuery } from './report-page.server'

// The report page's loader below the route: who may read it, and that staff-written HTML reaches the
// page sanitised (the template's texts are rich text an administrator edits).

const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
const query = reportPageQuery.parse({})
let owner: SessionUser

const sessionUser = (id: number): SessionUser => ({
  id,
  email: `reader-${id}@example.com`,
  firstName: '',
  lastName: '',
  accountType: 1,
  isInternal: false,
  permissions: [],
  balance: 0,
})

beforeAll(async () => {
  await seedExampleProjects(getDb())
  const [batch] = await getDb()
    .update(analysisBatches)
    .set({ status: ANALYSIS_STATUS.completed })
    .where(eq(analysisBatches.id, analysisId))
    .returning({ customerId: analysisBatches.customerId, workflowId: analysisBatches.workflowId })
  owner = sessionUser(batch.customerId)
  await getDb().execute(sql`
    update language_resources set zh = '<p>实验</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>'
    where id = (select experiment_process_content_id from report_templates where workflow_id = ${batch.workflowId})`)
})

it("sanitises the template's HTML and keeps its structure", async () => {
  const page = await loadReportPage(analysisId, owner, 'zh', query)
  if (!page.found || !page.completed) throw new Error('the report did not open')
  const experiment = page.report.sections[0].html
  expect(experiment).toContain('<p>实验</p>')
  expect(experiment).not.toMatch(/<script|onerror|javascript:/)
  // The seeded appendix keeps its lists and definitions.
  expect(page.report.sections[3].html).toMatch(/<dl>[\s\S]*<dt>/)
})

it('opens nothing for another customer, or for a malformed id', async () => {
  const [stranger] = await getDb().insert(users).values({ email: 'report-stranger@example.com' }).returning()
  expect(await loadReportPage(analysisId, sessionUser(stranger.id), 'zh', query)).toEqual({ found: false })
  expect(await loadReportPage('../A2011', owner, 'zh', query)).toEqual({ found: false })
})
