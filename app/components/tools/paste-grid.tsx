import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'
import { PASTED_TABLE_FIELD_PREFIX } from '~/utils/tools/table-inputs'

/** The grid shows at most this much of a pasted table; the rest is kept and sent all the same. */
const GRID_ROWS = 30
const GRID_COLUMNS = 12
const START_SIZE = 4

/**
 * Cells from pasted text: spreadsheets copy tab-separated rows (a cell with a line break or a quote
 * in quotes, its quotes doubled); a first line without a tab is read as CSV. Small on purpose: the
 * page's bundle does without a parser, and the server reads the box's text with the full one.
 */
export function cellsOfPastedText(text: string): string[][] {
  const body = text.replace(/\r\n?/g, '\n').replace(/\n$/, '')
  const firstLine = body.split('\n', 1)[0] ?? ''
  const delimiter = firstLine.includes('\t') || !firstLine.includes(',') ? '\t' : ','
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const character = body[i]
    if (quoted) {
      if (character === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (character === '"') quoted = false
      else cell += character
    } else if (character === '"' && cell === '') quoted = true
    else if (character === delimiter) {
      rows[rows.length - 1].push(cell)
      cell = ''
    } else if (character === '\n') {
      rows[rows.length - 1].push(cell)
      rows.push([])
      cell = ''
    } else cell += character
  }
  rows[rows.length - 1].push(cell)
  return rows
}

/** A cell as TSV writes it: quoted, its quotes doubled, only when it holds a tab, a line break or a quote. */
function tsvCell(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** The grid as TSV, without its empty trailing rows and columns; '' for an empty grid. */
export function gridAsTsv(rows: readonly (readonly string[])[]): string {
  const filled = (cells: readonly string[]) => cells.map((cell) => cell.trim() !== '').lastIndexOf(true)
  const lastRow = rows.map((row) => filled(row) >= 0).lastIndexOf(true)
  if (lastRow < 0) return ''
  const kept = rows.slice(0, lastRow + 1)
  const width = Math.max(...kept.map((row) => filled(row) + 1))
  return kept.map((row) => Array.from({ length: width }, (_, i) => tsvCell(row[i] ?? '')).join('\t')).join('\n') + '\n'
}

function emptyGrid(): string[][] {
  return Array.from({ length: START_SIZE }, () => Array.from({ length: START_SIZE }, () => ''))
}

/**
 * A slot's second way in: a table pasted instead of uploaded. Without JavaScript it is a plain text
 * box (paste TSV or CSV); with it, an editable grid where a paste from a spreadsheet fills the cells
 * from the one pasted into, and the box (hidden) holds the grid as TSV. The server reads the box's
 * text as if it had been uploaded as a file.
 */
export function PasteGrid({
  slotKey,
  inputId,
  initialText,
}: {
  slotKey: string
  inputId: string
  initialText: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [rows, setRows] = useState<string[][]>(() =>
    initialText.trim() ? cellsOfPastedText(initialText) : emptyGrid(),
  )
  const text = gridAsTsv(rows)
  const boxId = `${inputId}-pasted`
  const update = (next: string[][]) => setRows(next.map((row) => [...row]))

  function pasteAt(rowIndex: number, columnIndex: number, pasted: string) {
    const cells = cellsOfPastedText(pasted)
    const next = rows.map((row) => [...row])
    cells.forEach((cellRow, r) => {
      const target = (next[rowIndex + r] ??= [])
      cellRow.forEach((cell, c) => {
        target[columnIndex + c] = cell
      })
    })
    const width = Math.max(...next.map((row) => row.length))
    update(next.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')))
  }

  return (
    <details className="mt-3 border-t border-slate-200 pt-3" open={initialText.trim() !== '' || undefined}>
      <summary className="cursor-pointer text-xs font-medium text-slate-700">{t('toolForm.paste.summary')}</summary>
      <label htmlFor={boxId} className={hydrated ? 'sr-only' : 'mt-2 block text-xs text-slate-500'}>
        {t('toolForm.paste.boxLabel')}
      </label>
      {/* Two elements, not one switching from uncontrolled to controlled, which React warns about. */}
      {hydrated ? (
        <textarea
          key="grid"
          id={boxId}
          name={`${PASTED_TABLE_FIELD_PREFIX}${slotKey}`}
          value={text}
          readOnly
          hidden
          data-testid={`pasted-table-${slotKey}`}
        />
      ) : (
        <textarea
          key="plain"
          id={boxId}
          name={`${PASTED_TABLE_FIELD_PREFIX}${slotKey}`}
          defaultValue={initialText}
          rows={6}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-xs"
          data-testid={`pasted-table-${slotKey}`}
        />
      )}
      {hydrated ? (
        <div className="mt-2" data-testid={`paste-grid-${slotKey}`}>
          <p className="text-xs text-slate-500">{t('toolForm.paste.gridHint')}</p>
          <div className="mt-2 max-h-72 overflow-auto rounded border border-slate-200">
            <table className="text-xs">
              <tbody>
                {rows.slice(0, GRID_ROWS).map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.slice(0, GRID_COLUMNS).map((cell, columnIndex) => (
                      <td key={columnIndex} className="border border-slate-100 p-0">
                        <input
                          value={cell}
                          aria-label={t('toolForm.paste.cell', { row: rowIndex + 1, column: columnIndex + 1 })}
                          onChange={(event) => {
                            const next = rows.map((r) => [...r])
                            next[rowIndex][columnIndex] = event.currentTarget.value
                            update(next)
                          }}
                          onPaste={(event) => {
                            const pasted = event.clipboardData.getData('text/plain')
                            if (!/[\t\n]/.test(pasted)) return
                            event.preventDefault()
                            pasteAt(rowIndex, columnIndex, pasted)
                          }}
                          className="w-24 px-1.5 py-1 focus:bg-brand-50 focus:outline-none"
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > GRID_ROWS || rows.some((row) => row.length > GRID_COLUMNS) ? (
            <p className="mt-1 text-xs text-slate-500">
              {t('toolForm.paste.partial', { rows: rows.length, columns: Math.max(...rows.map((row) => row.length)) })}
            </p>
          ) : null}
          <div className="mt-2 flex gap-2 text-xs">
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
              onClick={() => update([...rows, Array.from({ length: rows[0]?.length ?? START_SIZE }, () => '')])}
            >
              {t('toolForm.paste.addRow')}
            </button>
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
              onClick={() => update(rows.map((row) => [...row, '']))}
            >
              {t('toolForm.paste.addColumn')}
            </button>
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
              onClick={() => update(emptyGrid())}
            >
              {t('toolForm.paste.clear')}
            </button>
          </div>
        </div>
      ) : null}
    </details>
  )
}
