import { defineParameters } from '../../kit/parameters'
import { constrainedParameters } from '../constrained-ordination'
import { seedParameter, showLabelsParameter } from '../definitions'

export const parameters = defineParameters({
  constraints: constrainedParameters.constraints,
  scaling: constrainedParameters.scaling,
  group_column: constrainedParameters.group_column,
  show_species: constrainedParameters.show_species,
  permutations: constrainedParameters.permutations,
  seed: seedParameter,
  show_labels: showLabelsParameter,
})
