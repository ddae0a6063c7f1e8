import { z } from 'zod'
import { parseSearchParams } from '~/utils/request-input.server'
import type { PanelContext } from '../contract'
import { loadOtuFilterTab } from './otu-filter-tab.server'
import { loadSampleNamesTab } from './sample-names-tab.server'
import { loadSolutionsTab } from './solutions-tab.server'

/** The global dataset group's tabs: sample groups (group and compare solutions), display names, the OTU/ASV filter. */
export const GLOBAL_DATASET_TABS = ['groups', 'names', 'filter'] as const
export type GlobalDatasetTab = (typeof GLOBAL_DATASET_TABS)[number]

const tabQuery = z.object({ tab: z.enum(GLOBAL_DATASET_TABS).default('groups') })

/**
 * The global dataset group (type 8): the project's samples and table as every analysis of the
 * project reads them. Only the open tab is loaded.
 */
export async function loadGlobalDatasetPane(context: PanelContext) {
  const { tab } = context.request ? await parseSearchParams(context.request, tabQuery) : { tab: 'groups' as const }
  const content =
    tab === 'names'
      ? await loadSampleNamesTab(context)
      : tab === 'filter'
        ? await loadOtuFilterTab(context)
        : await loadSolutionsTab(context)
  return { kind: 'globalDataset' as const, tab, content }
}
