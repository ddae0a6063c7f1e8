import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListTable } from '~/components/paged-list'

export interface FileListEntry {
  id: number
  name: string
  isFolder?: boolean
  /** Already formatted in 1024 units ('' for a folder). */
  size: string
  uploadedAt: string
  isPublic?: boolean
  /** Where the name leads: a folder opens, a file downloads; null for no link. */
  href: string | null
  /** Cells of the page's own columns (tracking number, task), in `extraColumns` order. */
  extra?: ReactNode[]
}

/**
 * Every file list of the project centre (personal, analysis and tool data): name, size, upload
 * time and, where files can be shared, public or private (spec 01 §3), with the page's actions per
 * row. With `selectionFormId`, each row has a checkbox that belongs to that form (outside the table,
 * so row forms are not nested in it), which is how several files are zipped, moved or deleted at once.
 */
export function FileList({
  entries,
  emptyText,
  selectionFormId,
  selected = [],
  showPublic = false,
  extraColumns = [],
  actions,
}: {
  entries: readonly FileListEntry[]
  emptyText: string
  selectionFormId?: string
  selected?: readonly number[]
  showPublic?: boolean
  extraColumns?: readonly string[]
  actions?: (entry: FileListEntry) => ReactNode
}) {
  const { t } = useTranslation()
  const columns = [
    ...(selectionFormId ? [{ label: t('personalFiles.list.select') }] : []),
    { label: t('personalFiles.list.name') },
    ...extraColumns.map((label) => ({ label })),
    { label: t('personalFiles.list.size'), numeric: true },
    { label: t('personalFiles.list.uploadedAt') },
    ...(showPublic ? [{ label: t('personalFiles.list.visibility') }] : []),
    ...(actions ? [{ label: t('personalFiles.list.actions') }] : []),
  ]
  return (
    <ListTable columns={columns} isEmpty={entries.length === 0} emptyText={emptyText}>
      {entries.map((entry) => (
        <tr key={entry.id} data-testid="file-row" data-name={entry.name}>
          {selectionFormId ? (
            <td className="px-4 py-2">
              <input
                type="checkbox"
                name="id"
                value={entry.id}
                form={selectionFormId}
                defaultChecked={selected.includes(entry.id)}
                aria-label={t('personalFiles.list.selectOne', { name: entry.name })}
                className="h-5 w-5"
              />
            </td>
          ) : null}
          <td className="min-w-32 break-all px-4 py-2">
            {entry.isFolder ? <span aria-hidden="true">📁 </span> : null}
            {entry.href ? (
              <a
                href={entry.href}
                className="text-brand-600 underline"
                {...(entry.isFolder ? {} : { download: entry.name })}
              >
                {entry.name}
              </a>
            ) : (
              entry.name
            )}
          </td>
          {(entry.extra ?? []).map((cell, index) => (
            <td key={extraColumns[index] ?? index} className="break-all px-4 py-2 font-mono text-xs">
              {cell}
            </td>
          ))}
          <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{entry.isFolder ? '—' : entry.size}</td>
          <td className="whitespace-nowrap px-4 py-2">{entry.uploadedAt}</td>
          {showPublic ? (
            <td className="whitespace-nowrap px-4 py-2">
              {entry.isFolder ? '—' : t(entry.isPublic ? 'personalFiles.list.public' : 'personalFiles.list.private')}
            </td>
          ) : null}
          {actions ? <td className="px-4 py-2">{actions(entry)}</td> : null}
        </tr>
      ))}
    </ListTable>
  )
}
