import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RarefactionCurves', {
  emptySamples: {
    zh: '样本 {{samples}} 没有任何读数，无法绘制稀释曲线。',
    en: 'Sample(s) {{samples}} have no reads: no rarefaction curve possible.',
  },
  noSampleDeepEnough: {
    zh: '没有样本的读数达到比较深度 {{depth}}：请选择不超过最大样本读数（{{largest}}）的深度。',
    en: "No sample has {{depth}} reads to compare at: choose a depth of at most the largest sample's reads ({{largest}}).",
  },
  title: { zh: '稀释曲线', en: 'Rarefaction curves' },
  colouredBy: { zh: '按 {{column}} 着色', en: 'Coloured by {{column}}' },
  depthAxis: { zh: '抽样深度（读数）', en: 'Sequencing depth (reads)' },
  richnessAxis: { zh: '期望物种数（OTU/ASV）', en: 'Expected richness (OTUs/ASVs)' },
  curveTableTitle: { zh: '稀释曲线数据', en: 'Rarefaction curve points' },
  depth: { zh: '深度', en: 'Depth' },
  expectedRichness: { zh: '期望物种数', en: 'Expected richness' },
  chosenDepth: { zh: '所选深度（{{depth}}）', en: 'the chosen depth ({{depth}})' },
  smallestDepth: { zh: '最小样本深度（{{depth}}）', en: "the smallest sample's depth ({{depth}})" },
  summaryTitle: { zh: '各样本在{{depth}}下的期望物种数', en: 'Expected richness of each sample at {{depth}}' },
  observedRichness: { zh: '观测物种数', en: 'Observed richness' },
  richnessAtDepth: { zh: '深度 {{depth}} 下的期望物种数', en: 'Expected richness at {{depth}} reads' },
  readsRange: {
    zh: '样本读数 {{fewest}}–{{most}}；每条曲线至多 {{points}} 个点。',
    en: 'Samples have {{fewest}} to {{most}} reads; at most {{points}} points per curve.',
  },
  readsRangeCapped: {
    zh: '样本读数 {{fewest}}–{{most}}；每条曲线至多 {{points}} 个点，截至 {{cap}} 条读数。',
    en: 'Samples have {{fewest}} to {{most}} reads; at most {{points}} points per curve, up to {{cap}} reads.',
  },
  richnessRange: {
    zh: '在 {{depth}} 条读数下，期望物种数从 {{lowest}}（{{lowestSample}}）到 {{highest}}（{{highestSample}}）。',
    en: 'At {{depth}} reads the expected richness ranges from {{lowest}} ({{lowestSample}}) to {{highest}} ({{highestSample}}).',
  },
  leftOut: {
    zh: '{{count}} 个样本的读数少于 {{depth}}，未参与该深度下的比较：{{samples}}。',
    en: '{{count}} sample(s) with fewer than {{depth}} reads are left out of the comparison at that depth: {{samples}}.',
  },
  readsTitle: { zh: '各样本读数', en: 'Reads per sample' },
  comparisonDepth: { zh: '比较深度 {{depth}}', en: 'Comparison depth {{depth}}' },
  smallestFirst: { zh: '按读数从小到大排列', en: 'Smallest first' },
})
