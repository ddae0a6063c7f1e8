import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ROCCurve', {
  chartTitle: { zh: 'ROC 曲线', en: 'ROC curve' },
  noScoreColumn: { zh: '请至少选择 1 个评分列。', en: 'Choose at least one score column.' },
  choosePositiveValue: {
    zh: '结局列 "{{column}}" 有 {{classes}} 个取值（{{values}}），请填写“阳性取值”，其余取值均视为阴性。',
    en: 'The outcome column "{{column}}" has {{classes}} values ({{values}}): enter the "positive value"; every other value counts as negative.',
  },
  noPositiveValue: { zh: '结局列中没有阳性取值 "{{value}}"。', en: 'The outcome column has no value "{{value}}".' },
  chance: { zh: '随机猜测（AUC 0.5）', en: 'Chance (AUC 0.5)' },
  subtitle: {
    zh: '阳性：{{column}} = {{value}}（{{positives}} 例），阴性 {{negatives}} 例；括号内为 DeLong 95% CI',
    en: 'Positive: {{column}} = {{value}} ({{positives}}), negative: {{negatives}}; DeLong 95% CI in brackets',
  },
  falsePositiveAxis: { zh: '1 − 特异度（假阳性率）', en: '1 − specificity (false positive rate)' },
  truePositiveAxis: { zh: '灵敏度（真阳性率）', en: 'Sensitivity (true positive rate)' },
  aucTitle: { zh: 'AUC 与最佳截断值（Youden）', en: 'AUC and the Youden cut-off' },
  score: { zh: '评分', en: 'Score' },
  standardError: { zh: '标准误 (DeLong)', en: 'SE (DeLong)' },
  lower: { zh: '95% 下限', en: 'Lower 95%' },
  upper: { zh: '95% 上限', en: 'Upper 95%' },
  direction: { zh: '方向', en: 'Direction' },
  bestCutOff: { zh: '最佳截断值', en: 'Best cut-off' },
  sensitivity: { zh: '灵敏度', en: 'Sensitivity' },
  specificity: { zh: '特异度', en: 'Specificity' },
  positives: { zh: '阳性数', en: 'Positives' },
  negatives: { zh: '阴性数', en: 'Negatives' },
  higherIsPositive: { zh: '越高越阳性', en: 'higher = positive' },
  lowerIsPositive: { zh: '越低越阳性', en: 'lower = positive' },
  pointsTitle: { zh: 'ROC 曲线各点', en: 'ROC curve points' },
  threshold: { zh: '截断值', en: 'Threshold' },
  scoreSummary: {
    zh: '{{score}}：AUC = {{auc}}（95% CI {{lower}}–{{upper}}）；最佳截断值 {{cutOff}}，灵敏度 {{sensitivity}}，特异度 {{specificity}}。',
    en: '{{score}}: AUC = {{auc}} (95% CI {{lower}}–{{upper}}); best cut-off {{cutOff}}, sensitivity {{sensitivity}}, specificity {{specificity}}.',
  },
})
