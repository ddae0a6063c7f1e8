import { defineParameters, selectParameter } from '../../kit/parameters'
import { constrainedParameters } from '../constrained-ordination'
import { seedParameter, showLabelsParameter } from '../definitions'

export const parameters = defineParameters({
  constraints: constrainedParameters.constraints,
  transform: selectParameter(
    '转换',
    'Transformation',
    [
      ['hellinger', 'Hellinger（√相对丰度，推荐用于计数）', 'Hellinger (√ relative abundance; for counts)'],
      ['none', '不转换', 'None'],
    ] as const,
    {
      defaultValue: 'hellinger',
      required: true,
      help: {
        zh: 'RDA 前对表做的转换（vegan decostand）：计数表用 Hellinger，避免丰度高的物种主导欧氏距离。',
        en: 'Applied to the table before the RDA (vegan decostand): Hellinger for counts, so that abundant species do not dominate the Euclidean geometry.',
      },
    },
  ),
  scaling: constrainedParameters.scaling,
  group_column: constrainedParameters.group_column,
  show_species: constrainedParameters.show_species,
  permutations: constrainedParameters.permutations,
  seed: seedParameter,
  show_labels: showLabelsParameter,
})
