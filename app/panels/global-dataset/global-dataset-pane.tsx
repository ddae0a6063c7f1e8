import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PanelProps } from '../contract'
import type { GlobalDatasetPaneData } from './pane-data'
import { groupHref } from '~/components/analysis/project/group-menu'
import { OtuFilterTab } from './otu-filter-tab'
import { SampleNamesTab } from './sample-names-tab'
import { SolutionsTab } from './solutions-tab'

const TABS = ['groups', 'names', 'filter'] as const

/** The global dataset group (type 8): tabs as links, so they work without JavaScript; only the open one is loaded. */
export function GlobalDatasetPane({ pane, ...props }: PanelProps<GlobalDatasetPaneData>) {
  const { t } = useTranslation()
  const content = pane.content
  return (
    <div className="flex flex-col gap-4" data-testid="global-dataset-pane">
      <nav className="flex gap-1 overflow-x-auto border-b border-slate-200" aria-label={t('globalDataset.tabsLabel')}>
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={`${groupHref(props.analysisId, props.groupId)}&tab=${tab}`}
            preventScrollReset
            aria-current={tab === pane.tab ? 'page' : undefined}
            className={`whitespace-nowrap border-b-2 px-3 py-2 text-sm ${
              tab === pane.tab
                ? 'border-brand-600 font-medium text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`globalDataset.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      {content.tab === 'names' ? (
        <SampleNamesTab {...props} content={content} />
      ) : content.tab === 'filter' ? (
        <OtuFilterTab {...props} content={content} />
      ) : (
        <SolutionsTab {...props} content={content} />
      )}
    </div>
  )
}
