import { defineMessages } from './messages'

/** The words every tool shares: what a parameter takes, when its value is off. */
export const kitText = defineMessages('kit', {
  invalidParameter: {
    zh: '参数 {{key}} 的值 {{value}} 无效：应为{{expected}}。',
    en: 'Parameter {{key}}: {{value}} is not valid; expected {{expected}}.',
  },
  expectedNumber: { zh: ' {{min}} 到 {{max}} 之间的数值', en: 'a number from {{min}} to {{max}}' },
  expectedWholeNumber: { zh: ' {{min}} 到 {{max}} 之间的整数', en: 'a whole number from {{min}} to {{max}}' },
  expectedNumberFrom: { zh: '不小于 {{min}} 的数值', en: 'a number of at least {{min}}' },
  expectedWholeNumberFrom: { zh: '不小于 {{min}} 的整数', en: 'a whole number of at least {{min}}' },
  expectedOneOf: { zh: '以下之一：{{values}}', en: 'one of {{values}}' },
  expectedBoolean: { zh: ' true 或 false', en: 'true or false' },
  expectedColour: { zh: ' #rrggbb 形式的颜色', en: 'a colour as #rrggbb' },
  expectedText: { zh: '文本', en: 'text' },
  expectedColumn: { zh: '一个列名', en: 'one column name' },
  expectedChosenColumn: { zh: '从表头中选择的一列', en: 'a column chosen from the header' },
  expectedColumns: { zh: '列名列表', en: 'a list of column names' },
  missingGroup: { zh: '（缺失）', en: '(missing)' },
})
