import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import sanitizeHtml from 'sanitize-html'
import { getDb } from '#db/client'
import { favourites } from '#db/schema/engagement'
import { languageResources } from '#db/schema/i18n'
import { workflowUnlocks } from '#db/schema/courses'
import { toolTasks } from '#db/schema/tools'
import { workflows } from '#db/schema/workflows'
import { COLLECT_TYPE } from '#core/engagement'
import { inLanguage, type Language } from '#core/language'
import { chartPngFileName, type StoredResultChart, type StoredToolResult } from '#core/tool-results'
import { renderText, type TranslateText } from '#core/result-text'
import { i18next } from '../translations.server'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import { INTRODUCTION_SECTIONS, type IntroductionSection } from './introduction-sections'

/** Charts shown in the results carousel at most; an example has a few dozen. */
const CAROUSEL_CHART_LIMIT = 24

/**
 * What staff HTML may contain: text structure, tables, links and images, and the section markers.
 * No scripts, styles, event handlers or javascript: URLs.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'section',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'sub',
    'sup',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
  ],
  allowedAttributes: {
    section: ['data-tab'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
}

/** Staff HTML made safe to render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS)
}

/**
 * The sanitized HTML of each section. Content with no section markers is all product
 * introduction; sections with names the page does not know are left out.
 */
export function introductionSections(html: string): Partial<Record<IntroductionSection, string>> {
  const safe = sanitizeRichText(html).trim()
  if (!safe) return {}
  const sections: Partial<Record<IntroductionSection, string>> = {}
  const marker = /<section data-tab="([a-z]+)">([\s\S]*?)<\/section>/g
  let found = false
  for (const [, name, body] of safe.matchAll(marker)) {
    found = true
    if ((INTRODUCTION_SECTIONS as readonly string[]).includes(name) && body.trim())
      sections[name as IntroductionSection] = body.trim()
  }
  return found ? sections : { product: safe }
}

export interface ExampleChart {
  taskId: number
  pngFileName: string
  title: string
}

/** Published workflow (active and published), with what the introduction page shows. */
export async function loadIntroduction(workflowId: number, viewer: { id: number } | null, language: Language) {
  const db = getDb()
  const [workflow] = await db
    .select({
      id: workflows.id,
      title: workflows.title,
      titleEn: workflows.titleEn,
      description: workflows.description,
      descriptionEn: workflows.descriptionEn,
      icon: workflows.icon,
      isNew: workflows.isNew,
      labels: workflows.labels,
      categoryId: workflows.categoryId,
      disableDemo: workflows.disableDemo,
      exampleId: workflows.exampleId,
      contentZh: languageResources.zh,
      contentEn: languageResources.en,
      integralAmount: workflows.integralAmount,
      isUnlocked: viewer
        ? sql<boolean>`exists (select 1 from ${workflowUnlocks} where ${workflowUnlocks.userId} = ${viewer.id} and ${workflowUnlocks.workflowId} = ${workflows.id})`
        : sql<boolean>`false`,
      isCollected: viewer
        ? sql<boolean>`exists (select 1 from ${favourites} where ${favourites.userId} = ${viewer.id} and ${favourites.collectType} = ${COLLECT_TYPE.workflow} and ${favourites.collectionId} = ${workflows.id})`
        : sql<boolean>`false`,
    })
    .from(workflows)
    .leftJoin(languageResources, eq(languageResources.id, workflows.introductionContentId))
    .where(and(eq(workflows.id, workflowId), eq(workflows.isActive, true), eq(workflows.isPublish, true)))
  if (!workflow) return null
  const { contentZh, contentEn, ...rest } = workflow
  return {
    ...rest,
    sections: introductionSections(inLanguage(language, contentZh ?? '', contentEn)),
    charts: workflow.exampleId ? await exampleCharts(workflow.exampleId, language) : [],
  }
}

/** The chart PNGs of an example project's successful runs, newest run first. */
export async function exampleCharts(exampleId: string, language: Language): Promise<ExampleChart[]> {
  const t = (await i18next.getFixedT(language)) as TranslateText
  const runs = await getDb()
    .select({ id: toolTasks.id, result: toolTasks.result, runName: toolTasks.runName })
    .from(toolTasks)
    .where(
      and(
        eq(toolTasks.analysisId, exampleId),
        eq(toolTasks.status, TOOL_RUN_STATUS.success),
        isNotNull(toolTasks.result),
        sql`jsonb_array_length(coalesce(${toolTasks.result}->'charts', '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(toolTasks.id)
    .limit(CAROUSEL_CHART_LIMIT)
  const charts: ExampleChart[] = []
  for (const run of runs) {
    const result = run.result as StoredToolResult
    for (const chart of result.charts) {
      if (charts.length === CAROUSEL_CHART_LIMIT) return charts
      charts.push({
        taskId: run.id,
        pngFileName: chartPngFileName(chart, language),
        title: renderText(t, chart.spec.title) || run.runName || '',
      })
    }
  }
  return charts
}

/**
 * The storage key of a chart PNG of a run of some workflow's example project, or null: only
 * examples' charts are public, whoever asks.
 */
export async function exampleChartStorageKey(taskId: number, pngFileName: string): Promise<string | null> {
  const [run] = await getDb()
    .select({ result: toolTasks.result })
    .from(toolTasks)
    .where(
      and(
        eq(toolTasks.id, taskId),
        eq(toolTasks.status, TOOL_RUN_STATUS.success),
        inArray(
          toolTasks.analysisId,
          getDb().select({ id: workflows.exampleId }).from(workflows).where(isNotNull(workflows.exampleId)),
        ),
      ),
    )
    .orderBy(desc(toolTasks.id))
  const result = run?.result as StoredToolResult | undefined
  const drawn = (chart: StoredResultChart) => [chart.pngFileName, ...Object.values(chart.pngFileNames ?? {})]
  if (!result?.charts?.some((chart) => drawn(chart).includes(pngFileName))) return null
  return result.files?.find((file) => file.name === pngFileName)?.storageKey ?? null
}
