import { defineMessages } from '../../kit/messages'

export const text = defineMessages('LogisticRegression', {
  outcome: { zh: '结局', en: 'the outcome' },
  predictor: { zh: '自变量', en: 'a predictor' },
  choosePositiveValue: {
    zh: '结局列 "{{column}}" 有 {{classes}} 个取值（{{values}}），请填写“阳性取值”，其余取值均视为 0。',
    en: 'The outcome column "{{column}}" has {{classes}} values ({{values}}): enter the "positive value"; every other value counts as 0.',
  },
  noPositiveValue: { zh: '结局列中没有取值 "{{value}}"。', en: 'The outcome column has no value "{{value}}".' },
  oneClass: {
    zh: '参与分析的行中结局只有一类（{{positives}} 个阳性、{{negatives}} 个阴性），无法拟合。',
    en: 'The rows analysed have only one outcome class ({{positives}} positive, {{negatives}} negative), so no model can be fitted.',
  },
  collinear: {
    zh: '自变量 "{{column}}" 是常数或其他自变量的线性组合，无法估计其系数（R 中为 NA），请去掉它。',
    en: 'The predictor "{{column}}" is constant or a linear combination of the others, so its coefficient cannot be estimated (R gives NA); leave it out.',
  },
  rocTitle: { zh: '拟合概率的 ROC 曲线', en: 'ROC curve of the fitted probabilities' },
  rocLabel: { zh: '模型：AUC {{auc}}（{{lower}}–{{upper}}）', en: 'Model: AUC {{auc}} ({{lower}}–{{upper}})' },
  chance: { zh: '随机猜测（AUC 0.5）', en: 'Chance (AUC 0.5)' },
  falsePositiveAxis: { zh: '1 − 特异度（假阳性率）', en: '1 − specificity (false positive rate)' },
  truePositiveAxis: { zh: '灵敏度（真阳性率）', en: 'Sensitivity (true positive rate)' },
  rocSubtitle: {
    zh: '阳性：{{column}} = {{value}}（{{positives}} 例），阴性 {{negatives}} 例；括号内为 DeLong 95% CI',
    en: 'Positive: {{column}} = {{value}} ({{positives}}), negative: {{negatives}}; DeLong 95% CI in brackets',
  },
  forestTitle: { zh: '比值比（95% Wald 置信区间）', en: 'Odds ratios (95% Wald intervals)' },
  oddsRatioAxis: { zh: '比值比（对数刻度）', en: 'Odds ratio (log scale)' },
  oddsRatio: { zh: '比值比', en: 'Odds ratio' },
  interval: { zh: '95% 置信区间', en: '95% interval' },
  coefficientsTitle: { zh: '回归系数（对数比值）', en: 'Coefficients (log odds)' },
  zValue: { zh: 'z 值', en: 'z value' },
  lower: { zh: 'OR 95% 下限', en: 'OR lower 95%' },
  upper: { zh: 'OR 95% 上限', en: 'OR upper 95%' },
  fitTableTitle: { zh: '模型拟合', en: 'Model fit' },
  nullDeviance: { zh: '零模型偏差', en: 'Null deviance' },
  nullDf: { zh: '零模型自由度', en: 'Null df' },
  deviance: { zh: '残差偏差', en: 'Residual deviance' },
  residualDf: { zh: '残差自由度', en: 'Residual df' },
  aic: { zh: 'AIC', en: 'AIC' },
  iterations: { zh: 'Fisher 评分迭代次数', en: 'Fisher scoring iterations' },
  auc: { zh: 'AUC', en: 'AUC' },
  observations: { zh: '观测数', en: 'Observations' },
  summary: {
    zh: '残差偏差 {{deviance}}（自由度 {{df}}），零模型偏差 {{nullDeviance}}（自由度 {{nullDf}}），AIC = {{aic}}；拟合概率的 AUC = {{auc}}。',
    en: 'Residual deviance {{deviance}} on {{df}} degrees of freedom (null deviance {{nullDeviance}} on {{nullDf}}), AIC = {{aic}}; AUC of the fitted probabilities {{auc}}.',
  },
  coding: {
    zh: '结局 {{column}} = {{value}} 记为 1（{{positives}} 例），其余记为 0（{{negatives}} 例）。',
    en: 'Outcome {{column}} = {{value}} is 1 ({{positives}} rows), every other value 0 ({{negatives}} rows).',
  },
  separated: {
    zh: '有拟合概率为 0 或 1（完全或准完全分离）：系数与标准误不可靠，R 会给出同样的警告。',
    en: 'Some fitted probabilities are 0 or 1 (complete or quasi-complete separation): the coefficients and standard errors cannot be trusted; R warns the same.',
  },
  notConverged: {
    zh: '25 次迭代后仍未收敛，结果不可靠。',
    en: 'The fit did not converge in 25 iterations; the results cannot be trusted.',
  },
})
