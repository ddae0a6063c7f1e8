import { parseWithZod } from '@conform-to/zod'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { consultationRequests } from '#db/schema/engagement'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { seedWorkflowIntroductions } from '#db/seed/workflow-introductions'
import { SEEDED_WORKFLOWS } from '#db/seed/workflows'
import { languageResources } from '#db/schema/i18n'
import { insertAnalysisProject } from '../../../tests/fixtures/analysis-projects'
import { consultationSchema } from './consultation-schema'
import { listConsultations, markConsultationHandled, recordConsultation } from './consultation.server'
import { exampleChartStorageKey, introductionSections, loadIntroduction } from './introduction.server'

/*
 * The introduction page's data: the seeded zh/en introductions split into sections, staff HTML
 * made safe, the example's charts and who may fetch them; and the consultation form's rules.
 */

let microbialId = 0

beforeAll(async () => {
  const [row] = await getDb()
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.title, SEEDED_WORKFLOWS[0].title))
  microbialId = row.id
})

describe('the introduction', () => {
  it('reads the seeded microbial diversity introduction by language: ASV-based in Chinese, OTU-based in English', async () => {
    const zh = await loadIntroduction(microbialId, null, 'zh')
    const en = await loadIntroduction(microbialId, null, 'en')
    expect(Object.keys(zh!.sections)).toEqual(['product', 'workflow', 'results'])
    expect(zh!.sections.product).toContain('ASV')
    expect(en!.sections.product).toContain('OTU (operational taxonomic unit) abundance table')
    expect(en!.sections.workflow).toContain('PERMANOVA')
    expect(en!.sections.workflow).toContain('LEfSe')
    expect(zh!.isCollected).toBe(false)
  })

  it('gives the RNA-seq workflow its introduction too', async () => {
    const [row] = await getDb()
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.title, SEEDED_WORKFLOWS[4].title))
    const en = await loadIntroduction(row.id, null, 'en')
    expect(en!.sections.workflow).toContain('Benjamini-Hochberg')
  })

  it('seeds once: a second run, or staff pointing the workflow at their own text, changes nothing', async () => {
    const db = getDb()
    const resources = async () => (await db.select({ id: languageResources.id }).from(languageResources)).length
    const before = await resources()
    await seedWorkflowIntroductions(db)
    expect(await resources()).toBe(before)
    const [own] = await db
      .insert(languageResources)
      .values({ resourceKey: 'staff.introduction', kind: 1, zh: '<p>员工撰写</p>', en: '<p>Written by staff</p>' })
      .returning({ id: languageResources.id })
    await db.update(workflows).set({ introductionContentId: own.id }).where(eq(workflows.id, microbialId))
    await seedWorkflowIntroductions(db)
    const [row] = await db
      .select({ contentId: workflows.introductionContentId })
      .from(workflows)
      .where(eq(workflows.id, microbialId))
    expect(row.contentId).toBe(own.id)
    expect((await loadIntroduction(microbialId, null, 'en'))!.sections).toEqual({ product: '<p>Written by staff</p>' })
  })

  it('answers nothing for an unpublished workflow', async () => {
    const [hidden] = await getDb()
      .insert(workflows)
      .values({ title: '未发布', isActive: true, isPublish: false })
      .returning({ id: workflows.id })
    expect(await loadIntroduction(hidden.id, null, 'zh')).toBeNull()
  })

  it('removes scripts, handlers and javascript: links from staff HTML', () => {
    const sections = introductionSections(
      '<section data-tab="product"><p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src="https://example.org/a.png" onerror="steal()"></section><section data-tab="video"><p>hidden</p></section>',
    )
    expect(sections).toEqual({
      product: '<p>Hi</p><a rel="noopener noreferrer" target="_blank">x</a><img src="https://example.org/a.png" />',
    })
    expect(introductionSections('<p>No sections</p>')).toEqual({ product: '<p>No sections</p>' })
  })

  it("lists the example's charts and serves only an example's chart files", async () => {
    const [owner] = await getDb()
      .insert(users)
      .values({ email: 'intro-example@test.invalid' })
      .returning({ id: users.id })
    const project = await insertAnalysisProject({ customerId: owner.id })
    const result = {
      charts: [{ spec: { title: 'Shannon index' }, pngFileName: 'shannon.png' }],
      tables: [],
      notes: [],
      files: [
        {
          name: 'shannon.png',
          storageKey: 'projects/x/shannon.png',
          contentType: 'image/png',
          sizeBytes: 1,
          role: 'chart',
        },
      ],
    }
    await getDb().update(toolTasks).set({ result }).where(eq(toolTasks.id, project.runs.success))
    expect(await exampleChartStorageKey(project.runs.success, 'shannon.png')).toBeNull()

    await getDb().update(workflows).set({ exampleId: project.analysisId }).where(eq(workflows.id, project.workflowId))
    const introduction = await loadIntroduction(project.workflowId, null, 'zh')
    expect(introduction!.charts).toEqual([
      { taskId: project.runs.success, pngFileName: 'shannon.png', title: 'Shannon index' },
    ])
    expect(await exampleChartStorageKey(project.runs.success, 'shannon.png')).toBe('projects/x/shannon.png')
    expect(await exampleChartStorageKey(project.runs.success, 'other.png')).toBeNull()
  })
})

describe('the Free consultation form', () => {
  const submit = (fields: Record<string, string>) => {
    const form = new FormData()
    form.set('intent', 'consult')
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    return parseWithZod(form, { schema: consultationSchema })
  }
  const errors = (fields: Record<string, string>) => submit(fields).reply().error

  it('gives the feedback messages for a wrong phone or e-mail, and asks for at least one contact', () => {
    expect(errors({ name: 'Li', phone: '12ab' })).toEqual({ phone: ['introduction.consultation.phoneInvalid'] })
    expect(errors({ name: 'Li', email: 'li@' })).toEqual({ email: ['introduction.consultation.emailInvalid'] })
    expect(errors({ name: 'Li' })).toEqual({ phone: ['introduction.consultation.contactRequired'] })
    expect(errors({ phone: '13800138000' })).toEqual({ name: ['introduction.consultation.nameRequired'] })
    expect(errors({ name: 'Li', email: 'li@example.org', message: 'x'.repeat(1001) })).toEqual({
      message: ['introduction.consultation.messageTooLong'],
    })
    expect(submit({ name: 'Li', phone: '+86 138-0013-8000' }).status).toBe('success')
  })

  it('records a request staff see first and can mark handled', async () => {
    const submission = submit({ name: 'Wang', email: 'wang@example.org', message: 'Soil samples, 40 of them' })
    if (submission.status !== 'success') throw new Error('invalid')
    const id = await recordConsultation({
      form: submission.value,
      workflow: { id: microbialId, title: SEEDED_WORKFLOWS[0].title },
      language: 'en',
      submitterId: null,
    })
    const page = await listConsultations(1)
    expect(page.rows[0]).toMatchObject({
      id,
      name: 'Wang',
      contactEmail: 'wang@example.org',
      contactPhone: null,
      handledAt: null,
    })
    expect(await markConsultationHandled(id)).toBe(true)
    expect(await markConsultationHandled(id)).toBe(false)
    const [row] = await getDb().select().from(consultationRequests).where(eq(consultationRequests.id, id))
    expect(row.handledAt).not.toBeNull()
  })
})
