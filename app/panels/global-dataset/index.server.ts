import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import type { PanelDefinition } from '../contract'
import { loadGlobalDatasetPane } from './global-dataset-pane.server'
import { handleOtuFilterAction } from './otu-filter-actions.server'
import { handleSampleNamesAction } from './sample-names-actions.server'
import { handleSolutionsAction } from './solutions-actions.server'

/** The global dataset group (type 8): sample groups (group and compare solutions), display names, the OTU/ASV filter. */
export const globalDatasetPanel = {
  groupType: ANALYSIS_GROUP_TYPE.globalDataset,
  load: loadGlobalDatasetPane,
  actions: { solutions: handleSolutionsAction, names: handleSampleNamesAction, filter: handleOtuFilterAction },
} satisfies PanelDefinition<Awaited<ReturnType<typeof loadGlobalDatasetPane>>>
