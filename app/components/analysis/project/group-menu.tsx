import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { MenuGroup } from '~/utils/analysis/project-menu.server'

export function groupHref(analysisId: string, groupId: number, itemId?: number): string {
  return `/analysis-project/${analysisId}?group=${groupId}${itemId === undefined ? '' : `&item=${itemId}`}`
}

/**
 * The left menu of analysis groups (collapsible as a whole and per group, without JavaScript):
 * each group opens with its Analysis introduction entry, then its items. The open group is expanded.
 */
export function GroupMenu({
  analysisId,
  menu,
  openGroupId,
  openItemId,
}: {
  analysisId: string
  menu: SerializeFrom<MenuGroup>[]
  openGroupId: number | null
  openItemId: number | null
}) {
  const { t } = useTranslation()
  const linkClass = (active: boolean) =>
    `block rounded px-2 py-1 ${active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`
  return (
    <details
      open
      className="w-full shrink-0 rounded-lg border border-slate-200 bg-white md:w-64"
      data-testid="group-menu"
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{t('project.menu.title')}</summary>
      {menu.length === 0 ? <p className="px-3 pb-3 text-sm text-slate-500">{t('project.menu.empty')}</p> : null}
      {/* On phones the menu scrolls inside a short box above the pane; beside it from md up. */}
      <ul className="max-h-56 overflow-y-auto border-t border-slate-100 p-2 text-sm md:max-h-none md:overflow-visible">
        {menu.map((group) => (
          <li key={group.id}>
            <details open={group.id === openGroupId} data-group={group.id}>
              <summary className="cursor-pointer rounded px-2 py-1.5 font-medium">{group.name}</summary>
              <ul className="ml-3 border-l border-slate-100 pl-2">
                <li>
                  <Link
                    to={groupHref(analysisId, group.id)}
                    className={linkClass(group.id === openGroupId && openItemId === null)}
                    data-menu-introduction={group.id}
                  >
                    {t('project.menu.introduction')}
                  </Link>
                </li>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={groupHref(analysisId, group.id, item.id)}
                      className={linkClass(item.id === openItemId)}
                      data-menu-item={item.id}
                    >
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </details>
  )
}
