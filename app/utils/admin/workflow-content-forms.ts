import { z } from 'zod'
import { PROJECT_GUIDE_ICON } from '#core/workflows'

/*
 * The content editors of a workflow (introduction, project guides, report template), one Zod schema
 * each, shared by Conform in the browser and the actions. Messages are keys of `adminWorkflows`.
 */

/** A rich text's HTML in one language; long introductions with tables and figures fit. */
const richText = z.string().max(200_000, 'adminWorkflows.errors.tooLong').default('')

export const introductionFormSchema = z.object({ zh: richText, en: richText })
export type IntroductionForm = z.output<typeof introductionFormSchema>

export const GUIDE_ICONS = Object.values(PROJECT_GUIDE_ICON)
/** Spec 02 §5: admin template numeric fields, sort 1-999. */
export const GUIDE_SORT_MAX = 999
const MAX_GUIDES = 50

const shortText = (max: number) => z.string().trim().max(max, 'adminWorkflows.errors.tooLong').default('')

/** A guide's link: a path of this site or an http(s) address. */
const isGuideUrl = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url)

const guideSchema = z.object({
  id: z.number().int().positive().optional(),
  icon: z.enum(GUIDE_ICONS as [string, ...string[]], {
    errorMap: () => ({ message: 'adminWorkflows.errors.guideIcon' }),
  }),
  title: shortText(200),
  titleEn: shortText(200),
  description: shortText(1000),
  descriptionEn: shortText(1000),
  url: shortText(1000),
  sort: z
    .number({ invalid_type_error: 'adminWorkflows.errors.guideSort' })
    .int('adminWorkflows.errors.guideSort')
    .min(1, 'adminWorkflows.errors.guideSort')
    .max(GUIDE_SORT_MAX, 'adminWorkflows.errors.guideSort')
    .default(GUIDE_SORT_MAX),
  isActive: z.boolean().default(false),
  remove: z.boolean().default(false),
})
export type GuideInput = z.output<typeof guideSchema>

/** A row that names nothing (the empty row offered for a new guide) is ignored. */
export function isBlankGuide(guide: GuideInput): boolean {
  return guide.id === undefined && !guide.title && !guide.titleEn && !guide.url && !guide.description
}

/** Spec 02 §3 project guide: icon, title, description, url, sort, active; the whole list is saved at once. */
export const guidesFormSchema = z
  .object({ guides: z.array(guideSchema).max(MAX_GUIDES, 'adminWorkflows.errors.tooMany').default([]) })
  .superRefine((value, context) => {
    value.guides.forEach((guide, index) => {
      if (guide.remove || isBlankGuide(guide)) return
      if (!guide.title)
        context.addIssue({
          code: 'custom',
          path: ['guides', index, 'title'],
          message: 'adminWorkflows.errors.guideTitle',
        })
      if (!isGuideUrl(guide.url))
        context.addIssue({ code: 'custom', path: ['guides', index, 'url'], message: 'adminWorkflows.errors.guideUrl' })
    })
  })
export type GuidesForm = z.output<typeof guidesFormSchema>

/** Spec 02 §5: report table rows -1 (all) to 999. */
export const tableRows = z
  .number({
    required_error: 'adminWorkflows.errors.tableRows',
    invalid_type_error: 'adminWorkflows.errors.tableRows',
  })
  .int('adminWorkflows.errors.tableRows')
  .min(-1, 'adminWorkflows.errors.tableRows')
  .max(999, 'adminWorkflows.errors.tableRows')

const reportPart = z.object({ introductionZh: richText, introductionEn: richText, tableRows })

/** Spec 02 §3 report template: the document's texts, default rows, notice, and per group and item. */
export const reportFormSchema = z.object({
  experimentZh: richText,
  experimentEn: richText,
  analysisZh: richText,
  analysisEn: richText,
  introductionZh: richText,
  introductionEn: richText,
  noticeZh: richText,
  noticeEn: richText,
  defaultTableRows: tableRows,
  groups: z
    .array(
      reportPart.extend({
        groupId: z.number().int().positive(),
        items: z
          .array(reportPart.extend({ itemId: z.number().int().positive() }))
          .max(500)
          .default([]),
      }),
    )
    .max(200)
    .default([]),
})
export type ReportForm = z.output<typeof reportFormSchema>
