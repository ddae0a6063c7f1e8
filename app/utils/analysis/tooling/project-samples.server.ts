import { asc, eq, inArray } from 'drizzle-orm'
import { getDb } from '#db/client'
import { compareSolutions, sampleGroupSolutions, sampleNameMaps, type SampleGroup } from '#db/schema/project-tooling'

/** A project's group solution with its compare solutions, as the panels that choose one read it. */
export interface GroupSolutionChoice {
  id: number
  name: string
  isDefault: boolean
  groups: SampleGroup[]
  compareSolutions: { id: number; name: string; isDefault: boolean; groups: string[][] }[]
}

/** Every group solution of the project (the default first, then in creation order) with its compare solutions. */
export async function loadGroupSolutions(analysisId: string): Promise<GroupSolutionChoice[]> {
  const db = getDb()
  const solutions = await db
    .select({
      id: sampleGroupSolutions.id,
      name: sampleGroupSolutions.solutionName,
      isDefault: sampleGroupSolutions.isDefault,
      groups: sampleGroupSolutions.groups,
    })
    .from(sampleGroupSolutions)
    .where(eq(sampleGroupSolutions.analysisId, analysisId))
    .orderBy(asc(sampleGroupSolutions.id))
  if (solutions.length === 0) return []
  const compares = await db
    .select({
      id: compareSolutions.id,
      groupSolutionId: compareSolutions.groupSolutionId,
      name: compareSolutions.solutionName,
      isDefault: compareSolutions.isDefault,
      groups: compareSolutions.groups,
    })
    .from(compareSolutions)
    .where(
      inArray(
        compareSolutions.groupSolutionId,
        solutions.map((solution) => solution.id),
      ),
    )
    .orderBy(asc(compareSolutions.id))
  return solutions
    .map((solution) => ({
      ...solution,
      compareSolutions: compares
        .filter((compare) => compare.groupSolutionId === solution.id)
        .map(({ groupSolutionId: _, ...compare }) => compare),
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}

/**
 * The project's display names: original sample name to display name, for the samples that have
 * one (only changed names are stored). Every chart and table of the project shows these.
 */
export async function loadSampleNameMap(analysisId: string): Promise<Map<string, string>> {
  const rows = await getDb()
    .select({ originalName: sampleNameMaps.originalName, newName: sampleNameMaps.newName })
    .from(sampleNameMaps)
    .where(eq(sampleNameMaps.analysisId, analysisId))
  return new Map(rows.map((row) => [row.originalName, row.newName]))
}
