import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { ToolRunError } from '../kit/types'
import { microbiomeText } from './messages'
import type { SampleGrouping } from './shared'

/**
 * The reference and compared groups the form names (parameters reference_level and treatment_level),
 * or with two groups the defaults of DESeq2 and ALDEx2: the first in alphabetical order is the reference.
 */
export function comparedLevels(
  grouping: SampleGrouping,
  referenceLevel: string,
  treatmentLevel: string,
): { reference: string; treatment: string } {
  const groups = grouping.groups
  const listed = groups.map((group) => `"${group}"`).join(', ')
  for (const [key, level] of [
    ['reference_level', referenceLevel],
    ['treatment_level', treatmentLevel],
  ] as const)
    if (level !== '' && !groups.includes(level))
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        microbiomeText.comparedLevelMissing({ key, level, column: grouping.column, groups: listed }),
      )
  if ((referenceLevel === '' || treatmentLevel === '') && groups.length > 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      microbiomeText.comparedLevelsNeeded({ column: grouping.column, count: groups.length, groups: listed }),
    )
  const sorted = [...groups].sort()
  const reference =
    referenceLevel || (treatmentLevel ? (sorted.find((g) => g !== treatmentLevel) as string) : sorted[0])
  const treatment = treatmentLevel || (sorted.find((g) => g !== reference) as string)
  if (reference === treatment)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, microbiomeText.comparedLevelsSame({ level: reference }))
  return { reference, treatment }
}
