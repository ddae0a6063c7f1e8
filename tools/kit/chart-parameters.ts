/** The parameters and the input table every chart tool declares alike. */
import type { DataFileRule, DataFileSetting } from '../../core/tools'
import type { ChartSizeLimits } from '../../core/tool-limits'
import { numberParameter, textParameter, type Parameter } from './parameters'

/** The chart title (`title`); empty means the tool's name (`chartTitle`). */
export function titleParameter(defaultValue?: string) {
  return textParameter(
    '图表标题',
    'Chart title',
    { maxLength: 100, ...(defaultValue === undefined ? {} : { defaultValue }) },
    { zh: '留空则使用工具名称。', en: "Leave empty to use the tool's name." },
  )
}

/**
 * Width and height in pixels (`width`, `height`), within an area's largest size. A `null` height is
 * left empty in the form (undefined to the executor), for charts that size themselves to the number of rows.
 */
export function sizeParameters<H extends number | null>(width: number, height: H, largest: ChartSizeLimits) {
  return {
    width: numberParameter('图宽（像素）', 'Width (pixels)', {
      min: 300,
      max: largest.maxWidth,
      step: 10,
      integer: true,
      defaultValue: width,
    }),
    height: (height === null
      ? numberParameter<false>(
          '图高（像素）',
          'Height (pixels)',
          { min: 240, max: largest.maxHeight, step: 10, integer: true },
          { zh: '留空则按行数自动确定。', en: 'Empty: sized to the number of rows.' },
        )
      : numberParameter('图高（像素）', 'Height (pixels)', {
          min: 240,
          max: largest.maxHeight,
          step: 10,
          integer: true,
          defaultValue: height,
        })) as H extends null ? Parameter<number | undefined> : Parameter<number>,
  }
}

/**
 * The one tab-separated input table of a chart (data-file key `table`). `numericColumns` is a
 * column slice whose cells must be numbers; `pickedBy` lists the column parameters whose choices must
 * be header names within `pickedRange`.
 */
export function chartTable(
  exampleFile: string,
  rules: {
    minColumns: number
    numericColumns?: string
    allowEmpty?: boolean
    pickedBy: string[]
    pickedRange?: string
  },
): DataFileSetting {
  return {
    label: '数据表 (Data table)',
    key: 'table',
    required: true,
    exampleFile,
    fileTypes: ['txt', 'tsv'],
    fileSizeMb: 10,
    rules: [
      { kind: 'minColumns', rows: '[1:]', minColumns: rules.minColumns },
      ...(rules.numericColumns
        ? [
            {
              kind: 'valueType',
              rows: '[2:]',
              columns: rules.numericColumns,
              valueType: 'number',
              allowEmpty: rules.allowEmpty ?? false,
            } satisfies DataFileRule,
          ]
        : []),
      ...rules.pickedBy.map((formKey): DataFileRule => ({
        kind: 'formKeyMapping',
        formKey,
        column: rules.pickedRange ?? '[1:]',
      })),
    ],
  }
}
