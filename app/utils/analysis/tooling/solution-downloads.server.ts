import { and, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { compareSolutions, sampleGroupSolutions } from '#db/schema/project-tooling'

/**
 * The solution downloads (spec 03 §2.3): `<solution>_sample_solution.txt`, a header then one
 * sample and its group per line, and `<compare>_group_compare_solution.txt`, one comparison per line
 * with its groups tab-separated (names never hold a tab, so a script splits them without guessing;
 * the page shows the same comparisons as "A vs B").
 */
export async function solutionDownload(
  analysisId: string,
  kind: 'samples' | 'comparisons',
  id: number,
): Promise<{ name: string; text: string } | null> {
  const db = getDb()
  if (kind === 'samples') {
    const [solution] = await db
      .select({ name: sampleGroupSolutions.solutionName, groups: sampleGroupSolutions.groups })
      .from(sampleGroupSolutions)
      .where(and(eq(sampleGroupSolutions.id, id), eq(sampleGroupSolutions.analysisId, analysisId)))
    if (!solution) return null
    const lines = solution.groups.flatMap((group) => group.samples.map((sample) => `${sample}\t${group.name}`))
    return { name: `${solution.name}_sample_solution.txt`, text: ['sample\tgroup', ...lines].join('\n') + '\n' }
  }
  const [compare] = await db
    .select({ name: compareSolutions.solutionName, groups: compareSolutions.groups })
    .from(compareSolutions)
    .innerJoin(sampleGroupSolutions, eq(sampleGroupSolutions.id, compareSolutions.groupSolutionId))
    .where(and(eq(compareSolutions.id, id), eq(sampleGroupSolutions.analysisId, analysisId)))
  if (!compare) return null
  return {
    name: `${compare.name}_group_compare_solution.txt`,
    text: compare.groups.map((comparison) => comparison.join('\t')).join('\n') + '\n',
  }
}
