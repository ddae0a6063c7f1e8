import { and, asc, eq, ne } from 'drizzle-orm'
import { getDb } from '#db/client'
import { compareSolutions, sampleGroupSolutions } from '#db/schema/project-tooling'
import type { SampleInfo } from '#db/schema/projects'
import {
  carriedComparisons,
  comparisonOf,
  compareSolutionSaveErrors,
  groupSolutionSaveErrors,
  type CompareSolutionDraft,
  type GroupSolutionDraft,
  type SolutionMessage,
} from './group-solution-rules'

/**
 * Writing a project's group and compare solutions (spec 03 §2.3, §4, §5). Each save is one
 * transaction that re-checks every rule against the rows it locks, so two tabs saving at once cannot
 * leave a duplicate name or a compare solution naming a group that no longer exists.
 */

/** The save was refused for reasons the user can fix; the editor shows the messages. */
export class SolutionRefused extends Error {
  constructor(readonly messages: SolutionMessage[]) {
    super(messages.map((entry) => entry.key).join(', '))
    this.name = 'SolutionRefused'
  }
}

/** The solution (or compare solution) named no longer exists, or is the default one: the save fails as a whole. */
export class SolutionMissing extends Error {
  constructor() {
    super('solution missing or read-only')
    this.name = 'SolutionMissing'
  }
}

/** The project's sample names: the first column of its sample table, header row left out. */
export function projectSampleNames(sampleInfo: SampleInfo | null): string[] {
  const names = (sampleInfo?.data ?? []).slice(1).map((row) => row[0]?.trim() ?? '')
  return [...new Set(names.filter(Boolean))]
}

const UNIQUE_VIOLATION = '23505'

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null
  return cause?.code === UNIQUE_VIOLATION || cause?.cause?.code === UNIQUE_VIOLATION
}

/**
 * Adds (draft.solutionId null) or edits a group solution; returns its id. On edit, the solution's
 * compare solutions follow the renames and lose the comparisons of deleted groups; a compare
 * solution left with no comparison is deleted (an empty one could not be saved either).
 */
export async function saveGroupSolution(
  analysisId: string,
  draft: GroupSolutionDraft,
  projectSamples: readonly string[],
): Promise<number> {
  try {
    return await getDb().transaction(async (tx) => {
      const existing =
        draft.solutionId === null
          ? null
          : ((
              await tx
                .select({ isDefault: sampleGroupSolutions.isDefault })
                .from(sampleGroupSolutions)
                .where(
                  and(eq(sampleGroupSolutions.id, draft.solutionId), eq(sampleGroupSolutions.analysisId, analysisId)),
                )
                .for('update')
            )[0] ?? null)
      if (draft.solutionId !== null && (!existing || existing.isDefault)) throw new SolutionMissing()
      const others = await tx
        .select({ name: sampleGroupSolutions.solutionName })
        .from(sampleGroupSolutions)
        .where(
          and(
            eq(sampleGroupSolutions.analysisId, analysisId),
            draft.solutionId === null ? undefined : ne(sampleGroupSolutions.id, draft.solutionId),
          ),
        )
      const errors = groupSolutionSaveErrors(
        draft,
        others.map((other) => other.name),
        new Set(projectSamples),
      )
      if (errors.length) throw new SolutionRefused(errors)
      const groups = draft.groups.map((group) => ({ name: group.name, samples: group.samples }))
      if (draft.solutionId === null) {
        const [inserted] = await tx
          .insert(sampleGroupSolutions)
          .values({ analysisId, solutionName: draft.name, groups })
          .returning({ id: sampleGroupSolutions.id })
        return inserted.id
      }
      const solutionId = draft.solutionId
      await tx
        .update(sampleGroupSolutions)
        .set({ solutionName: draft.name, groups, updatedAt: new Date() })
        .where(eq(sampleGroupSolutions.id, solutionId))
      const compares = await tx
        .select({ id: compareSolutions.id, groups: compareSolutions.groups })
        .from(compareSolutions)
        .where(eq(compareSolutions.groupSolutionId, solutionId))
        .for('update')
      for (const compare of compares) {
        const carried = carriedComparisons(compare.groups, draft.groups)
        if (carried.length === 0) await tx.delete(compareSolutions).where(eq(compareSolutions.id, compare.id))
        else if (JSON.stringify(carried) !== JSON.stringify(compare.groups))
          await tx
            .update(compareSolutions)
            .set({ groups: carried, updatedAt: new Date() })
            .where(eq(compareSolutions.id, compare.id))
      }
      return solutionId
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new SolutionRefused([{ key: 'solutions.errors.solutionNameDuplicate' }])
    throw error
  }
}

/** Deletes a group solution (and its compare solutions); the default one is never deleted. */
export async function deleteGroupSolution(analysisId: string, solutionId: number): Promise<void> {
  const deleted = await getDb()
    .delete(sampleGroupSolutions)
    .where(
      and(
        eq(sampleGroupSolutions.id, solutionId),
        eq(sampleGroupSolutions.analysisId, analysisId),
        eq(sampleGroupSolutions.isDefault, false),
      ),
    )
    .returning({ id: sampleGroupSolutions.id })
  if (deleted.length === 0) throw new SolutionMissing()
}

/** Adds (draft.compareId null) or edits a compare solution of a group solution of the project; returns its id. */
export async function saveCompareSolution(
  analysisId: string,
  groupSolutionId: number,
  draft: CompareSolutionDraft,
): Promise<number> {
  try {
    return await getDb().transaction(async (tx) => {
      // Locking the group solution keeps its groups as validated until this compare solution is written.
      const [solution] = await tx
        .select({ groups: sampleGroupSolutions.groups })
        .from(sampleGroupSolutions)
        .where(and(eq(sampleGroupSolutions.id, groupSolutionId), eq(sampleGroupSolutions.analysisId, analysisId)))
        .for('update')
      if (!solution) throw new SolutionMissing()
      const siblings = await tx
        .select({ id: compareSolutions.id, name: compareSolutions.solutionName, isDefault: compareSolutions.isDefault })
        .from(compareSolutions)
        .where(eq(compareSolutions.groupSolutionId, groupSolutionId))
        .orderBy(asc(compareSolutions.id))
      if (draft.compareId !== null) {
        const edited = siblings.find((sibling) => sibling.id === draft.compareId)
        if (!edited || edited.isDefault) throw new SolutionMissing()
      }
      const errors = compareSolutionSaveErrors(
        draft,
        siblings.filter((sibling) => sibling.id !== draft.compareId).map((sibling) => sibling.name),
        solution.groups,
      )
      if (errors.length) throw new SolutionRefused(errors)
      const groups = draft.rows.map(comparisonOf)
      if (draft.compareId === null) {
        const [inserted] = await tx
          .insert(compareSolutions)
          .values({ groupSolutionId, solutionName: draft.name, groups })
          .returning({ id: compareSolutions.id })
        return inserted.id
      }
      await tx
        .update(compareSolutions)
        .set({ solutionName: draft.name, groups, updatedAt: new Date() })
        .where(eq(compareSolutions.id, draft.compareId))
      return draft.compareId
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new SolutionRefused([{ key: 'solutions.errors.compareNameDuplicate' }])
    throw error
  }
}

/** Deletes a compare solution of a group solution of the project; the default one is never deleted. */
export async function deleteCompareSolution(analysisId: string, groupSolutionId: number, compareId: number) {
  const db = getDb()
  const [owner] = await db
    .select({ id: sampleGroupSolutions.id })
    .from(sampleGroupSolutions)
    .where(and(eq(sampleGroupSolutions.id, groupSolutionId), eq(sampleGroupSolutions.analysisId, analysisId)))
  const deleted = owner
    ? await db
        .delete(compareSolutions)
        .where(
          and(
            eq(compareSolutions.id, compareId),
            eq(compareSolutions.groupSolutionId, owner.id),
            eq(compareSolutions.isDefault, false),
          ),
        )
        .returning({ id: compareSolutions.id })
    : []
  if (deleted.length === 0) throw new SolutionMissing()
}
