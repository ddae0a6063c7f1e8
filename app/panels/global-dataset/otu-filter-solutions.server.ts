import { and, asc, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { otuAsvSolutions } from '#db/schema/project-tooling'
import { analysisBatches } from '#db/schema/projects'
import { parseFilterParameters, type FilterParameters } from '#analysis/filter'
import type { DatasetFiles } from '#core/projects'

/** What the filter panel needs of the batch beyond the viewable project: its order and tables. */
export async function loadFilterBatch(analysisId: string): Promise<{
  orderId: number
  additionalModules: string[]
  otuTablePath: string | null
  datasetFiles: DatasetFiles
} | null> {
  const [row] = await getDb()
    .select({
      orderId: analysisBatches.orderId,
      additionalModules: analysisBatches.additionalModules,
      otuTablePath: analysisBatches.otuTablePath,
      datasetFiles: analysisBatches.datasetFiles,
    })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  return row ?? null
}

export interface FilterSolution {
  id: number
  name: string
  params: FilterParameters
}

/** The order's saved solutions of one table type, oldest first (every batch of the order sees them). */
export async function listFilterSolutions(orderId: number, otuAsvType: number): Promise<FilterSolution[]> {
  const rows = await getDb()
    .select({ id: otuAsvSolutions.id, name: otuAsvSolutions.solutionName, solution: otuAsvSolutions.solution })
    .from(otuAsvSolutions)
    .where(and(eq(otuAsvSolutions.orderId, orderId), eq(otuAsvSolutions.otuAsvType, otuAsvType)))
    .orderBy(asc(otuAsvSolutions.id))
  // Stored parameters are read through the library's schema, so a solution saved before a default
  // changed still loads with every field present.
  return rows.map((row) => ({ id: row.id, name: row.name, params: parseFilterParameters(row.solution) }))
}

/**
 * Saves a solution under a name unique within the order (spec 03 §5). The unique index decides,
 * so two tabs saving the same name at once cannot both succeed. Returns the new id, or null when
 * the name is taken.
 */
export async function saveFilterSolution(input: {
  orderId: number
  analysisId: string
  name: string
  params: FilterParameters
  otuAsvType: number
}): Promise<number | null> {
  const [row] = await getDb()
    .insert(otuAsvSolutions)
    .values({
      orderId: input.orderId,
      analysisId: input.analysisId,
      solutionName: input.name,
      solution: input.params,
      otuAsvType: input.otuAsvType,
    })
    .onConflictDoNothing({ target: [otuAsvSolutions.orderId, otuAsvSolutions.solutionName] })
    .returning({ id: otuAsvSolutions.id })
  return row?.id ?? null
}

/** Deletes one of the order's solutions; false when the order has no such solution. */
export async function deleteFilterSolution(orderId: number, solutionId: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(otuAsvSolutions)
    .where(and(eq(otuAsvSolutions.orderId, orderId), eq(otuAsvSolutions.id, solutionId)))
    .returning({ id: otuAsvSolutions.id })
  return deleted.length > 0
}
