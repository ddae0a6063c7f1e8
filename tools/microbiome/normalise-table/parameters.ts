import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { seedParameter } from '../definitions'

export const parameters = defineParameters({
  method: selectParameter(
    '标准化方法',
    'Normalisation',
    [
      ['css', '累积和缩放（CSS，metagenomeSeq）', 'Cumulative-sum scaling (CSS, metagenomeSeq)'],
      ['tss', '总和缩放（TSS，相对丰度）', 'Total-sum scaling (TSS, proportions)'],
      ['rarefy', '抽平（无放回抽样到同一深度）', 'Rarefy (subsample to one depth without replacement)'],
      ['clr', '中心对数比（CLR）', 'Centred log-ratio (CLR)'],
    ] as const,
    { defaultValue: 'css', required: true },
  ),
  depth: numberParameter(
    '抽平深度',
    'Rarefying depth',
    { min: 1, max: Infinity, step: 1, integer: true },
    {
      zh: '仅用于抽平；留空则取最小样本的序列数。序列数更少的样本被去除。',
      en: "Rarefying only; empty for the smallest sample's total. Samples with fewer reads are dropped.",
    },
  ),
  pseudocount: numberParameter(
    '伪计数',
    'Pseudocount',
    { min: 0.0001, max: 1000, defaultValue: 1 },
    {
      zh: '仅用于 CLR：取对数前加到每个计数上（零的对数无定义）。',
      en: 'CLR only: added to every count before the log (the log of zero is undefined).',
    },
  ),
  seed: seedParameter,
})
