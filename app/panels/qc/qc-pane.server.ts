import { z } from 'zod'
import { evaluateQc, type QcSampleEvaluation, type QcStatus } from '#analysis/qc-rules'
import type { QcRule } from '#core/project-tooling'
import { requestError } from '~/utils/http-errors.server'
import { numberFromList, optional, pageParam, parseSearchParams, textParam } from '~/utils/request-input.server'
import type { PanelContext } from '../contract'
import {
  listQcRules,
  loadQcData,
  metricColumns,
  QC_BOUND_NAMES,
  type ProjectQcData,
  type QcBoundName,
  type QcRuleView,
} from '~/utils/analysis/tooling/qc-rules.server'

/** QC table page sizes (spec 03 §9): 100 by default. */
export const QC_PAGE_SIZES = [100, 200, 300, 400] as const

/** `id` of a rule, 0 being the original. */
const ruleIdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)

/**
 * The QC pane's own query: `qcTab`, `rule`, `sort` (a column index or `status`) and `dir`, `qcPage`
 * and `size`, `status` (a status filter), `ruleEdit` (`new` or a rule id: the rule form without
 * JavaScript). Column filters are `q<column>` (text contains) and `min<column>` / `max<column>`
 * (numeric range), read by columnFilters.
 */
const qcQuery = z.object({
  qcTab: optional(z.enum(['dashboard', 'charts'])),
  rule: optional(ruleIdParam),
  sort: optional(
    z.union([
      z.literal('status'),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ]),
  ),
  dir: optional(z.enum(['asc', 'desc'])),
  qcPage: optional(pageParam),
  size: optional(numberFromList(QC_PAGE_SIZES)),
  status: optional(z.enum(['Pass', 'Warn', 'Fail'])),
  ruleEdit: optional(z.union([z.literal('new'), ruleIdParam])),
})

const FILTER_PARAM = /^(q|min|max)(\d{1,3})$/
const numberText = z
  .string()
  .trim()
  .regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/)
  .transform(Number)
const filterText = textParam(100)

export interface ColumnFilter {
  contains?: string
  min?: number
  max?: number
}

/** The per-column filters of the URL; a bound that is not a number, or a column the table lacks, is a bad request. */
function columnFilters(url: URL, width: number): Record<number, ColumnFilter> | null {
  const filters: Record<number, ColumnFilter> = {}
  for (const [key, value] of url.searchParams) {
    const match = FILTER_PARAM.exec(key)
    if (!match || value.trim() === '') continue
    const column = Number(match[2])
    if (column >= width) return null
    const parsed = match[1] === 'q' ? filterText.safeParse(value) : numberText.safeParse(value)
    if (!parsed.success) return null
    const filter = (filters[column] ??= {})
    if (match[1] === 'q') filter.contains = parsed.data as string
    else filter[match[1] as 'min' | 'max'] = parsed.data as number
  }
  return filters
}

export interface QcColumn {
  index: number
  name: string
  /** A metric column: numeric sort and range filter; others (sample, sample type) sort and filter as text. */
  metric: boolean
}

export interface QcTableRow {
  cells: string[]
  status: QcStatus
  statusMap: Record<string, QcStatus>
}

/** The rule form's values as typed: strings, so a bad bound comes back as the user wrote it. */
export interface QcRuleFormValues {
  id: 'new' | number
  name: string
  isDefault: boolean
  bounds: Record<string, Record<QcBoundName, string>>
}

export async function loadQcPane(context: PanelContext) {
  const request = context.request
  const query = request ? await parseSearchParams(request, qcQuery) : qcQuery.parse({})
  const tab = query.qcTab ?? 'dashboard'
  const data = await loadQcData(context.project.id)
  if (!data) return { kind: 'qc' as const, tab, data: null }

  const rules = await listQcRules(context.project.id, data.originalRule)
  const defaultRule = rules.find((rule) => rule.isDefault) ?? rules[0]
  // A rule link that outlived its rule (deleted meanwhile) shows the default one.
  const chosen = rules.find((rule) => rule.id === query.rule) ?? defaultRule
  const metrics = metricColumns(data)
  const columns: QcColumn[] = data.header.map((name, index) => ({ index, name, metric: metrics.includes(name) }))

  const filters = request ? columnFilters(new URL(request.url), data.header.length) : {}
  if (filters === null || (typeof query.sort === 'number' && query.sort >= data.header.length))
    throw await (request ? requestError(request, 400, 'errors.badRequest') : new Response(null, { status: 400 }))

  const evaluation = evaluateQc({
    header: data.header,
    rows: data.rows,
    ignoreKeys: data.ignoreKeys,
    rule: chosen.rule,
  })
  const ruleSummaries = rules.map(({ id, name, isDefault, original }) => ({ id, name, isDefault, original }))
  const base = {
    kind: 'qc' as const,
    tab,
    ruleId: chosen.id,
    rules: ruleSummaries,
    rule: chosen.rule,
    metrics,
    columns,
    summary: {
      sampleCount: evaluation.sampleCount,
      counts: evaluation.counts,
      percentages: evaluation.percentages,
    },
    editing: ruleFormValues(query.ruleEdit, rules, metrics, data),
  }

  if (tab === 'charts') {
    const charts = metrics.map((metric) => {
      const column = data.header.indexOf(metric)
      return {
        metric,
        bounds: chosen.rule[metric] ?? null,
        samples: evaluation.rows.map((row) => ({
          sample: row.sample,
          value: numericCell(row.cells[column]),
          status: row.sampleStatusMap[metric] ?? null,
        })),
      }
    })
    return { ...base, data: 'charts' as const, charts, table: null }
  }

  const size = query.size ?? QC_PAGE_SIZES[0]
  const selected = evaluation.rows.filter((row) => matches(row, filters, query.status, columns))
  const sorted = query.sort === undefined ? selected : sortRows(selected, query.sort, query.dir ?? 'asc', columns)
  const pageCount = Math.max(1, Math.ceil(sorted.length / size))
  const page = Math.min(query.qcPage ?? 1, pageCount)
  const rows: QcTableRow[] = sorted.slice((page - 1) * size, page * size).map((row) => ({
    cells: row.cells.map((cell) => (cell === null ? '' : String(cell))),
    status: row.sampleStatus,
    statusMap: row.sampleStatusMap,
  }))
  return {
    ...base,
    data: 'dashboard' as const,
    charts: null,
    table: {
      rows,
      matching: sorted.length,
      page,
      pageCount,
      size,
      sort: query.sort ?? null,
      dir: query.dir ?? 'asc',
      status: query.status ?? null,
      filters,
    },
  }
}

function numericCell(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null
  if (typeof cell !== 'string' || cell.trim() === '') return null
  const value = Number(cell)
  return Number.isFinite(value) ? value : null
}

function matches(
  row: QcSampleEvaluation,
  filters: Record<number, ColumnFilter>,
  status: QcStatus | undefined,
  columns: QcColumn[],
): boolean {
  if (status && row.sampleStatus !== status) return false
  return Object.entries(filters).every(([index, filter]) => {
    const cell = row.cells[Number(index)]
    if (
      filter.contains !== undefined &&
      !String(cell ?? '')
        .toLowerCase()
        .includes(filter.contains.toLowerCase())
    )
      return false
    if (!columns[Number(index)]?.metric || (filter.min === undefined && filter.max === undefined)) return true
    const value = numericCell(cell)
    if (value === null) return false
    return (filter.min === undefined || value >= filter.min) && (filter.max === undefined || value <= filter.max)
  })
}

const STATUS_ORDER: Record<QcStatus, number> = { Pass: 0, Warn: 1, Fail: 2 }

/** Metric columns sort by value (cells without a number last either way), others as text in the sample names' natural order. */
function sortRows(
  rows: QcSampleEvaluation[],
  sort: 'status' | number,
  dir: 'asc' | 'desc',
  columns: QcColumn[],
): QcSampleEvaluation[] {
  const sign = dir === 'asc' ? 1 : -1
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
  return [...rows].sort((a, b) => {
    if (sort === 'status') return sign * (STATUS_ORDER[a.sampleStatus] - STATUS_ORDER[b.sampleStatus])
    if (columns[sort].metric) {
      const x = numericCell(a.cells[sort])
      const y = numericCell(b.cells[sort])
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
      return sign * (x - y)
    }
    return sign * collator.compare(String(a.cells[sort] ?? ''), String(b.cells[sort] ?? ''))
  })
}

/** The rule form's starting values: the rule being edited, or for a new rule the original rule's bounds to adjust. */
function ruleFormValues(
  ruleEdit: 'new' | number | undefined,
  rules: QcRuleView[],
  metrics: string[],
  data: ProjectQcData,
): QcRuleFormValues | null {
  if (ruleEdit === undefined) return null
  const editing = ruleEdit === 'new' ? null : rules.find((rule) => rule.id === ruleEdit && !rule.original)
  if (ruleEdit !== 'new' && !editing) return null
  const rule: QcRule = editing?.rule ?? data.originalRule
  return {
    id: ruleEdit,
    name: editing?.name ?? '',
    isDefault: editing?.isDefault ?? false,
    bounds: Object.fromEntries(
      metrics.map((metric) => [
        metric,
        Object.fromEntries(
          QC_BOUND_NAMES.map((bound) => {
            const value = rule[metric]?.[bound]
            return [bound, value === null || value === undefined ? '' : String(value)]
          }),
        ) as Record<QcBoundName, string>,
      ]),
    ),
  }
}
