import { and, asc, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { projectGuides } from '#db/schema/workflows'
import { inLanguage } from '#core/language'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import type { PanelContext, PanelDefinition } from '../contract'

/**
 * Where a guide card leads (spec 03 §2.1): a page of the provider's wiki opens as our tutorial page
 * `/tutorial/analysis&<guide id>&<workflow name>_<title>`; any other url opens as it is.
 */
export function guideHref(
  guide: { id: number; url: string; title: string },
  workflowName: string,
  wikiHost: string,
): string {
  let host: string | null = null
  try {
    host = new URL(guide.url).host.toLowerCase()
  } catch {
    host = null
  }
  if (host !== wikiHost.toLowerCase()) return guide.url
  const name = `${workflowName}_${guide.title}`.replaceAll('&', ' ').replaceAll('/', ' ').replace(/\s+/g, '_')
  return `/tutorial/${encodeURIComponent(`analysis&${guide.id}&${name}`)}`
}

/** The project overview group (type 1): the workflow's guides, the batch's base info and its sample table. */
export async function loadOverviewPane({ project, language, wikiHost }: PanelContext) {
  const guides = await getDb()
    .select({
      id: projectGuides.id,
      icon: projectGuides.icon,
      title: projectGuides.title,
      titleEn: projectGuides.titleEn,
      description: projectGuides.description,
      descriptionEn: projectGuides.descriptionEn,
      url: projectGuides.url,
    })
    .from(projectGuides)
    .where(and(eq(projectGuides.workflowId, project.workflowId), eq(projectGuides.isActive, true)))
    .orderBy(asc(projectGuides.sort), asc(projectGuides.id))
  const workflowName = inLanguage(language, project.workflowTitle, project.workflowTitleEn)
  const sampleRows = project.sampleInfo?.data ?? []
  return {
    kind: 'overview' as const,
    // English readers get the English title and description; an empty one shows the Chinese.
    guides: guides.map(({ titleEn, descriptionEn, ...guide }) => {
      const shown = {
        ...guide,
        title: inLanguage(language, guide.title, titleEn),
        description: inLanguage(language, guide.description, descriptionEn),
      }
      return { ...shown, href: guideHref(shown, workflowName, wikiHost) }
    }),
    // Each base-info tab lists its attribute/value pairs sorted by attribute name (spec 03 §2.1).
    baseInfoTabs: Object.entries(project.baseInfo).map(([name, pairs]) => ({
      name,
      pairs: Object.entries(pairs)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([attribute, value]) => ({ attribute, value: value === null ? '' : String(value) })),
    })),
    sampleTable: sampleRows.length ? { header: sampleRows[0], rows: sampleRows.slice(1) } : null,
  }
}

export const overviewPanel = {
  groupType: ANALYSIS_GROUP_TYPE.projectOverview,
  load: loadOverviewPane,
  actions: {},
} satisfies PanelDefinition<Awaited<ReturnType<typeof loadOverviewPane>>>
