import { readFileSync } from 'node:fs'
import type { DataFileRule, DataFileSetting, FormField } from '../../../core/tools'
import type { ChartSizeLimits } from '../../../core/tool-limits'

/*
 * The builders every tool area declares its forms, data files and manuals with. A field builder
 * writes only the keys it is given, so the stored form holds exactly what the definition says.
 */

/** Help text under a field, in both languages. */
export interface Help {
  zh: string
  en: string
}

/** A choice of a select or radio field: its value, then its label in Chinese and in English. */
export type Choice = [value: string | number | boolean, label: string, labelEn: string]

const helpKeys = (help: Help | undefined) => (help ? { help: help.zh, helpEn: help.en } : {})

export function checkbox(key: string, label: string, labelEn: string, defaultValue: boolean, help?: Help): FormField {
  return { key, label, labelEn, type: 'checkbox', defaultValue, ...helpKeys(help) }
}

export function colour(key: string, label: string, labelEn: string, defaultValue: string): FormField {
  return { key, label, labelEn, type: 'color', defaultValue }
}

export function numberField(
  key: string,
  label: string,
  labelEn: string,
  range: { min: number; max: number; step: number; defaultValue?: number; required?: boolean },
  help?: Help,
): FormField {
  return { key, label, labelEn, type: 'number', ...range, ...helpKeys(help) }
}

export function textField(
  key: string,
  label: string,
  labelEn: string,
  limits: { maxLength: number; defaultValue?: string; required?: boolean },
  help?: Help,
): FormField {
  return { key, label, labelEn, type: 'text', ...limits, ...helpKeys(help) }
}

function choiceField(
  type: 'select' | 'radio',
  key: string,
  label: string,
  labelEn: string,
  choices: readonly Choice[],
  settings: { defaultValue?: Choice[0]; required?: boolean; help?: Help },
): FormField {
  const { help, ...rest } = settings
  return {
    key,
    label,
    labelEn,
    type,
    ...rest,
    options: choices.map(([value, zh, en]) => ({ label: zh, labelEn: en, value })),
    ...helpKeys(help),
  }
}

export function select(
  key: string,
  label: string,
  labelEn: string,
  choices: readonly Choice[],
  settings: { defaultValue?: Choice[0]; required?: boolean; help?: Help } = {},
): FormField {
  return choiceField('select', key, label, labelEn, choices, settings)
}

export function radio(
  key: string,
  label: string,
  labelEn: string,
  choices: readonly Choice[],
  settings: { defaultValue?: Choice[0]; required?: boolean; help?: Help } = {},
): FormField {
  return choiceField('radio', key, label, labelEn, choices, settings)
}

/** A pick among the header names of a data file (`of`, the data-file key; `table` unless said). */
export function columnField(
  key: string,
  label: string,
  labelEn: string,
  settings: { of?: string; required?: boolean; multiple?: boolean; help?: Help } = {},
): FormField {
  const { of = 'table', required = false, multiple, help } = settings
  return {
    key,
    label,
    labelEn,
    type: 'column',
    columnOf: of,
    required,
    ...(multiple ? { multiple } : {}),
    ...helpKeys(help),
  }
}

/** The chart title; empty means the tool's name. */
export function titleField(defaultValue?: string): FormField {
  return textField(
    'title',
    '图表标题',
    'Chart title',
    { maxLength: 100, ...(defaultValue === undefined ? {} : { defaultValue }) },
    { zh: '留空则使用工具名称。', en: "Leave empty to use the tool's name." },
  )
}

/**
 * Width and height in pixels, within an area's largest size. A `null` height is left empty in the
 * form, for charts that size themselves to the number of rows.
 */
export function sizeFields(width: number, height: number | null, largest: ChartSizeLimits): FormField[] {
  return [
    numberField('width', '图宽（像素）', 'Width (pixels)', {
      min: 300,
      max: largest.maxWidth,
      step: 10,
      defaultValue: width,
    }),
    height === null
      ? numberField(
          'height',
          '图高（像素）',
          'Height (pixels)',
          { min: 240, max: largest.maxHeight, step: 10 },
          { zh: '留空则按行数自动确定。', en: 'Empty: sized to the number of rows.' },
        )
      : numberField('height', '图高（像素）', 'Height (pixels)', {
          min: 240,
          max: largest.maxHeight,
          step: 10,
          defaultValue: height,
        }),
  ]
}

/**
 * The one tab-separated input table of a chart (data-file key `table`). `numericColumns` is a
 * column slice whose cells must be numbers; `pickedBy` lists the column fields whose choices must
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

/**
 * A tool's manual, read from `<area>/<slug>.zh.md` and `.en.md` beside this module: plain text
 * with blank-line paragraphs. `{{name}}` in the text takes `values[name]`, so a number the form
 * also uses (a text limit) has one home; a placeholder without a value is an error.
 */
export function manualOf(
  area: string,
  slug: string,
  values: Record<string, string> = {},
): { manual: string; manualEn: string } {
  const read = (language: 'zh' | 'en') => {
    const file = new URL(`../../../tools/${area}/${slug}/manual.${language}.md`, import.meta.url)
    return readFileSync(file, 'utf8')
      .replace(/\n$/, '')
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`${file.pathname}: no value for {{${name}}}`)
        return values[name]
      })
  }
  return { manual: read('zh'), manualEn: read('en') }
}
