import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SurvivalCurve', {
  chartTitle: { zh: '生存曲线', en: 'Survival curve' },
  unknownStatus: {
    zh: '状态列的取值 {{values}} 无法自动识别，请在“事件取值”中填写表示事件（死亡、复发）的值。',
    en: 'The status values {{values}} are not 0/1, 1/2 or TRUE/FALSE: enter the value that means an event (death, relapse) in "Event value".',
  },
  all: { zh: '全部', en: 'All' },
  noUsableRow: { zh: '没有同时具有时间和状态的行。', en: 'No row has both a time and a status.' },
  confidenceBand: { zh: '{{group}} 95% 置信区间', en: '{{group}} 95% CI' },
  notReached: { zh: '未达到', en: 'not reached' },
  curve: { zh: '{{group}} (n = {{n}}, 中位 {{median}})', en: '{{group}} (n = {{n}}, median {{median}})' },
  logRank: {
    zh: 'Log-rank 检验：χ² = {{chiSquare}}，自由度 {{df}}，p = {{p}}',
    en: 'Log-rank test: χ² = {{chiSquare}}, df = {{df}}, p = {{p}}',
  },
  logRankNote: {
    zh: 'Log-rank 检验：χ² = {{chiSquare}}，自由度 {{df}}，p = {{p}}.',
    en: 'Log-rank test: χ² = {{chiSquare}}, df = {{df}}, p = {{p}}.',
  },
  survivalAxis: { zh: '生存概率', en: 'Survival probability' },
  groupSummary: {
    zh: '{{group}}：{{n}} 例，{{events}} 个事件，中位生存时间 {{median}}。',
    en: '{{group}}: {{n}} subjects, {{events}} events, median survival {{median}}.',
  },
  oneGroup: {
    zh: '"{{column}}" 列只有一个分组（{{group}}），未做 log-rank 检验。',
    en: 'Column "{{column}}" has one group only ({{group}}): no log-rank test.',
  },
  leftOut: {
    zh: '{{rows}} 行缺少时间、状态或分组（空、NA、N/A、NaN 或 null），未参与计算：第 {{lines}} 行。',
    en: '{{rows}} rows lack a time, status or group (empty, NA, N/A, NaN or null) and were left out: line {{lines}}.',
  },
  groupsTitle: { zh: '各组摘要与 log-rank 检验', en: 'Groups and the log-rank test' },
  group: { zh: '组', en: 'Group' },
  eventCount: { zh: '事件数', en: 'Events' },
  medianSurvival: { zh: '中位生存时间', en: 'Median survival' },
  observed: { zh: '观测事件', en: 'Observed' },
  expected: { zh: '期望事件', en: 'Expected' },
  estimatesTitle: { zh: 'Kaplan-Meier 估计', en: 'Kaplan-Meier estimates' },
  time: { zh: '时间', en: 'Time' },
  atRisk: { zh: '风险人数', en: 'At risk' },
  events: { zh: '事件', en: 'Events' },
  censored: { zh: '删失', en: 'Censored' },
  survival: { zh: '生存率', en: 'Survival' },
  standardError: { zh: '标准误', en: 'Std. error' },
  lower: { zh: '95% 下限', en: 'Lower 95%' },
  upper: { zh: '95% 上限', en: 'Upper 95%' },
})
