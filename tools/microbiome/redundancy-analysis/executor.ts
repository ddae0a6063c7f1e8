import type { ToolExecutor } from '../../kit/types'
import { runConstrainedOrdination } from '../constrained-ordination'
import { text } from './messages'
import { parameters } from './parameters'

/** Redundancy analysis (vegan rda) of the table constrained by the chosen environmental columns. */
export const redundancyAnalysisExecutor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  return runConstrainedOrdination(input, {
    words: text,
    method: 'rda',
    constraints: values.constraints,
    groupColumn: values.group_column,
    transform: values.transform,
    scaling: values.scaling === '1' ? 1 : 2,
    permutations: values.permutations,
    showSpecies: values.show_species,
    showLabels: values.show_labels,
  })
}
