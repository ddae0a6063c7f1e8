import { useTranslation } from 'react-i18next'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { introductionTitle, type PaneOf, type PanelProps, type PanelView } from '../contract'
import type { loadOverviewPane } from './index.server'

type OverviewPane = PaneOf<typeof loadOverviewPane>

export const overviewPanelView: PanelView<OverviewPane> = {
  groupType: ANALYSIS_GROUP_TYPE.projectOverview,
  Component: OverviewPane,
  titleSuffix: introductionTitle,
}

/** The project overview: guide cards, the base-info tabs and the sample table (spec 03 §2.1). */
function OverviewPane({ pane }: PanelProps<OverviewPane>) {
  const { t } = useTranslation()
  return (
    <>
      {pane.guides.length ? (
        <section>
          <h3 className="mb-2 font-medium">{t('project.pane.guides')}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {pane.guides.map((guide) => (
              <li key={guide.id}>
                <a
                  href={guide.href}
                  target="_blank"
                  rel="noreferrer"
                  className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 p-3 hover:border-brand-300"
                  data-guide={guide.icon}
                >
                  <span className="font-medium text-brand-700">{guide.title}</span>
                  <span className="text-xs text-slate-500">{guide.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h3 className="mb-2 font-medium">{t('project.pane.baseInfo')}</h3>
        {/* Tabs without JavaScript: each tab is a details element; the first is open. */}
        <div className="flex flex-col gap-2">
          {pane.baseInfoTabs.map((tab, index) => (
            <details key={tab.name} open={index === 0} className="rounded border border-slate-200">
              <summary className="cursor-pointer bg-slate-50 px-3 py-1.5 text-sm font-medium">{tab.name}</summary>
              <dl className="divide-y divide-slate-100 text-sm">
                {tab.pairs.map((pair) => (
                  <div key={pair.attribute} className="flex gap-4 px-3 py-1.5">
                    <dt className="w-1/2 text-slate-500">{pair.attribute}</dt>
                    <dd className="w-1/2 break-words">{pair.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ))}
          {pane.sampleTable ? (
            <details open={pane.baseInfoTabs.length === 0} className="rounded border border-slate-200">
              <summary className="cursor-pointer bg-slate-50 px-3 py-1.5 text-sm font-medium">
                sample_info · {t('project.pane.sampleCount', { count: pane.sampleTable.rows.length })}
              </summary>
              <div className="overflow-x-auto">
                <table className="min-w-full text-sm" data-testid="sample-table">
                  <thead className="bg-slate-50 text-left text-slate-600">
                    <tr>
                      {pane.sampleTable.header.map((cell, index) => (
                        <th key={index} className="whitespace-nowrap px-3 py-1.5 font-medium">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {pane.sampleTable.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex} className="whitespace-nowrap px-3 py-1">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          ) : null}
        </div>
      </section>
    </>
  )
}
