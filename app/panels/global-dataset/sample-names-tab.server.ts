import type { PanelContext } from '../contract'
import { loadSampleNameMap } from '~/utils/analysis/tooling/project-samples.server'
import { pageOfSamples, projectSampleNames } from '~/utils/analysis/tooling/sample-names.server'

/**
 * The display-name tab (spec 03 §2.4): one page of the project's samples (`&page=`, 200 a page),
 * each with the name it shows (its display name, or its own name when it has none).
 */
export async function loadSampleNamesTab({ project, query }: PanelContext) {
  const samples = projectSampleNames(project.sampleInfo)
  const { page, pageCount, start, samples: pageSamples } = pageOfSamples(samples, query.page ?? 1)
  const names = await loadSampleNameMap(project.id)
  return {
    tab: 'names' as const,
    page,
    pageCount,
    sampleCount: samples.length,
    renamedCount: names.size,
    rows: pageSamples.map((originalName, offset) => ({
      index: start + offset,
      originalName,
      displayName: names.get(originalName) ?? originalName,
    })),
  }
}
