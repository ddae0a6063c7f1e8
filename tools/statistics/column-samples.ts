/**
 * What the one-column tools of this area (Shapiro-Wilk, descriptive statistics) read: one or more
 * numeric columns, each optionally split by a group column, with the missing cells of each counted
 * and left out (as R's `na.rm`). Empty column choice: every column whose cells are all numbers or
 * missing. Infinite values stop the run: no statistic here is defined for them.
 */
import { columnIndex, groupColumnValues, numericColumn, type ColumnTable } from '../../analysis/io/column-table'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { groupOrder } from '../kit/chart-style'
import { defineMessages } from '../kit/messages'
import { ToolRunError } from '../kit/types'
import { statisticsText } from './messages'
import { MAX_GROUPS } from './shared'

export const columnSamplesText = defineMessages('statisticsColumns', {
  noNumericColumns: {
    zh: '表中没有数值列（除分组列外，每个单元格都应为数字或空值的列）。',
    en: 'The table has no numeric column (one whose every cell is a number or empty, besides the group column).',
  },
  tooManyColumns: {
    zh: '选择了 {{count}} 个数值列，最多 {{limit}} 个。',
    en: '{{count}} value columns were chosen; at most {{limit}} are allowed.',
  },
  groupAlsoValue: {
    zh: '"{{column}}" 不能既是分组列又是数值列。',
    en: '"{{column}}" cannot be both the group column and a value column.',
  },
  infiniteValue: {
    zh: '第 {{line}} 行 "{{column}}" 列的值为无穷大，无法计算。',
    en: 'Line {{line}}, column "{{column}}": the value is infinite, so it cannot be used.',
  },
  rowsWithoutGroup: {
    zh: '有 {{rows}} 行缺少分组，未参与计算。',
    en: '{{rows}} rows without a group were left out.',
  },
})

/** The values of one column, or of one group of one column. */
export interface ColumnSample {
  column: string
  /** null without a group column. */
  group: string | null
  /** The finite values, in table order. */
  values: number[]
  /** Cells of this column (and group) without a value. */
  missing: number
}

export interface ColumnSamples {
  columns: string[]
  /** The groups in display order (numbers increasing, otherwise as they first occur); null without a group column. */
  groups: string[] | null
  /** Column by column, each column's groups in `groups` order. */
  samples: ColumnSample[]
  /** Rows whose group is missing, left out. */
  rowsWithoutGroup: number
}

/** Every column (but `exclude`) whose cells are all numbers or missing, with at least one number. */
export function numericColumnNames(table: ColumnTable, exclude: string): string[] {
  return table.header.filter((name, index) => {
    if (name === '' || name === exclude || table.header.indexOf(name) !== index) return false
    try {
      return numericColumn(table, name, { allowMissing: true }).some((value) => !Number.isNaN(value))
    } catch {
      return false
    }
  })
}

export function readColumnSamples(
  table: ColumnTable,
  chosen: readonly string[],
  groupColumn: string,
  maxColumns: number,
): ColumnSamples {
  if (groupColumn !== '' && chosen.includes(groupColumn))
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      columnSamplesText.groupAlsoValue({ column: groupColumn }),
    )
  if (groupColumn !== '') columnIndex(table, groupColumn)
  const columns = chosen.length > 0 ? [...chosen] : numericColumnNames(table, groupColumn)
  if (columns.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, columnSamplesText.noNumericColumns())
  if (columns.length > maxColumns)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      columnSamplesText.tooManyColumns({ count: columns.length, limit: maxColumns }),
    )
  const labels = groupColumn === '' ? null : groupColumnValues(table, groupColumn)
  const groups = labels ? groupOrder(labels.filter((label): label is string => label !== null)) : null
  if (groups && groups.length === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.columnHasNoValues({ column: groupColumn }))
  if (groups && groups.length > MAX_GROUPS)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      statisticsText.tooManyGroups({ column: groupColumn, count: groups.length, limit: MAX_GROUPS }),
    )
  const samples: ColumnSample[] = []
  for (const column of columns) {
    const numbers = numericColumn(table, column, { allowMissing: true })
    const infinite = numbers.findIndex((value) => value === Infinity || value === -Infinity)
    if (infinite !== -1)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        columnSamplesText.infiniteValue({ line: table.lines[infinite], column }),
      )
    const slots = (groups ?? [null]).map((group): ColumnSample => ({ column, group, values: [], missing: 0 }))
    const slotOf = new Map((groups ?? []).map((group, g) => [group, slots[g]]))
    numbers.forEach((value, r) => {
      const slot = labels ? (labels[r] === null ? undefined : slotOf.get(labels[r])) : slots[0]
      if (!slot) return
      if (Number.isNaN(value)) slot.missing++
      else slot.values.push(value)
    })
    samples.push(...slots)
  }
  return { columns, groups, samples, rowsWithoutGroup: labels ? labels.filter((label) => label === null).length : 0 }
}
