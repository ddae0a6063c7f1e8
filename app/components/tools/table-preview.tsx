import { useTranslation } from 'react-i18next'
import type { TablePreview } from '~/utils/tools/table-inputs'

/**
 * The first rows of a slot's table as the run will read them, with the delimiter and encoding found:
 * a wrong delimiter or a garbled header shows here, before the run. A file whose content suggests
 * another delimiter than the one the run reads it with gets a warning.
 */
export function TablePreviewView({ slotKey, preview }: { slotKey: string; preview: TablePreview }) {
  const { t } = useTranslation()
  const mismatch = preview.delimiter !== null && preview.readAs !== null && preview.delimiter !== preview.readAs
  return (
    <figure className="mt-3 rounded-md border border-slate-200 bg-white" data-testid={`table-preview-${slotKey}`}>
      <figcaption className="flex flex-wrap gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-2 text-xs text-slate-600">
        <span className="font-medium text-slate-800">{t('toolForm.preview.title', { file: preview.fileName })}</span>
        <span data-testid="preview-format">
          {preview.format === 'xlsx'
            ? t('toolForm.preview.workbook')
            : t('toolForm.preview.delimiter', { delimiter: t(`toolForm.delimiters.${preview.delimiter ?? 'other'}`) })}
        </span>
        <span data-testid="preview-encoding">{t('toolForm.preview.encoding', { encoding: preview.encoding })}</span>
        {preview.rowCount !== null ? <span>{t('toolForm.preview.rows', { count: preview.rowCount })}</span> : null}
      </figcaption>
      {mismatch ? (
        <p className="px-3 pt-2 text-xs text-amber-700" role="status">
          {t('toolForm.preview.mismatch', {
            found: t(`toolForm.delimiters.${preview.delimiter}`),
            used: t(`toolForm.delimiters.${preview.readAs}`),
          })}
        </p>
      ) : null}
      <div className="max-h-56 overflow-auto">
        <table className="min-w-full text-xs">
          <tbody>
            {preview.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className={rowIndex === 0 ? 'bg-slate-50 font-medium' : 'border-t border-slate-100'}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex} className="max-w-[12rem] truncate whitespace-nowrap px-2 py-1 text-slate-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
