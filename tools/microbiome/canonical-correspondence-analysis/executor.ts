import type { ToolExecutor } from '../../kit/types'
import { runConstrainedOrdination } from '../constrained-ordination'
import { text } from './messages'
import { parameters } from './parameters'

/** Canonical correspondence analysis (vegan cca) of the table constrained by the chosen environmental columns. */
export const canonicalCorrespondenceAnalysisExecutor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  return runConstrainedOrdination(input, {
    words: text,
    method: 'cca',
    constraints: values.constraints,
    groupColumn: values.group_column,
    transform: 'none',
    scaling: values.scaling === '1' ? 1 : 2,
    permutations: values.permutations,
    showSpecies: values.show_species,
    showLabels: values.show_labels,
  })
}
