import { defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { rankChoices } from '../definitions'

export const parameters = defineParameters({
  rank: selectParameter('分类水平', 'Rank', rankChoices(['Class', 'Order', 'Family', 'Genus'] as const), {
    defaultValue: 'Genus',
    required: true,
    help: {
      zh: '每个方块是此水平的一个分类单元，按门分组。',
      en: 'Each tile is a taxon at this rank, grouped by phylum.',
    },
  }),
  top_n: numberParameter(
    '最多显示的分类单元',
    'Most taxa shown',
    { min: 5, max: 200, step: 1, integer: true, defaultValue: 40 },
    {
      zh: '平均相对丰度最高的若干个；其余合并为各门下的“其他”。',
      en: 'Those of highest mean relative abundance; the rest are pooled as "Others" within their phylum.',
    },
  ),
})
