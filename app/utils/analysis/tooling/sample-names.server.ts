import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { enqueue } from '#db/job-queue'
import { sampleNameMaps } from '#db/schema/project-tooling'
import type { SampleInfo } from '#db/schema/projects'

/** Rows of the display-name table per page (spec 03 §9). */
export const SAMPLE_NAMES_PAGE_SIZE = 200
/** A display name's longest (spec 03 §5: 1-20 characters; the input itself allows 50, spec 03 §9). */
export const DISPLAY_NAME_MAX_LENGTH = 20

/** An error shown beside one row: an i18n key and its values. */
export interface DisplayNameError {
  messageKey: string
  values: Record<string, string>
}

/**
 * The rule a new display name follows (spec 03 §5): required, letters, digits and hyphens starting
 * with a letter, 1-20 characters. The first failing check is the one shown.
 */
const displayNameRule = z
  .string()
  .min(1, 'sampleNames.errors.required')
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'sampleNames.errors.format')
  .max(DISPLAY_NAME_MAX_LENGTH, 'sampleNames.errors.length')

/** The project's samples in table order: the first column of the sample info, below its header row. */
export function projectSampleNames(sampleInfo: SampleInfo | null): string[] {
  const names = (sampleInfo?.data ?? []).slice(1).map((row) => (row[0] ?? '').trim())
  return [...new Set(names.filter((name) => name !== ''))]
}

/** One page of the samples: the page number kept within range, and where the page starts. */
export function pageOfSamples(samples: string[], requestedPage: number) {
  const pageCount = Math.max(1, Math.ceil(samples.length / SAMPLE_NAMES_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.trunc(requestedPage)), pageCount)
  const start = (page - 1) * SAMPLE_NAMES_PAGE_SIZE
  return { page, pageCount, start, samples: samples.slice(start, start + SAMPLE_NAMES_PAGE_SIZE) }
}

/** The form field of the sample at `index` in the project's sample list. */
export function displayNameField(index: number): string {
  return `displayName.${index}`
}

/**
 * Checks the display names typed for one page of samples against every rule. `typed` holds one
 * value per sample of the page (trimmed); `stored` is the project's current map, which gives the
 * samples of the other pages their names. A value equal to the sample's own name is always
 * accepted (it clears the display name). Returns the errors by sample name, empty when valid.
 */
export function validateDisplayNames(
  allSamples: string[],
  pageSamples: string[],
  typed: string[],
  stored: ReadonlyMap<string, string>,
): Map<string, DisplayNameError> {
  const errors = new Map<string, DisplayNameError>()
  const originals = new Set(allSamples)
  const onPage = new Set(pageSamples)
  // How many samples show each name once this page is saved.
  const shownCount = new Map<string, number>()
  const countShown = (name: string) => shownCount.set(name, (shownCount.get(name) ?? 0) + 1)
  for (const sample of allSamples) if (!onPage.has(sample)) countShown(stored.get(sample) ?? sample)
  pageSamples.forEach((_, index) => countShown(typed[index]))

  pageSamples.forEach((sample, index) => {
    const name = typed[index]
    if (name === sample) return
    const rule = displayNameRule.safeParse(name)
    if (!rule.success) {
      errors.set(sample, { messageKey: rule.error.issues[0].message, values: { sample, name } })
    } else if (originals.has(name)) {
      errors.set(sample, { messageKey: 'sampleNames.errors.takenBySample', values: { sample, name } })
    } else if ((shownCount.get(name) ?? 0) > 1) {
      errors.set(sample, { messageKey: 'sampleNames.errors.duplicate', values: { sample, name } })
    }
  })
  return errors
}

/**
 * Saves one page's display names in one transaction: a name different from the sample's own is
 * stored, one equal to it deletes the sample's row (only changed names are kept). Queues the
 * re-drawing of the project's chart PNGs with the new names in the same transaction.
 */
export async function saveDisplayNames(analysisId: string, pageSamples: string[], typed: string[]): Promise<void> {
  const changed = pageSamples.flatMap((originalName, index) =>
    typed[index] === originalName ? [] : [{ analysisId, originalName, newName: typed[index] }],
  )
  await getDb().transaction(async (tx) => {
    // Delete then insert, so names swapped between two samples of the page never meet the unique index half-way.
    if (pageSamples.length) {
      await tx
        .delete(sampleNameMaps)
        .where(and(eq(sampleNameMaps.analysisId, analysisId), inArray(sampleNameMaps.originalName, pageSamples)))
    }
    if (changed.length) await tx.insert(sampleNameMaps).values(changed)
    await enqueue(tx, 'render_display_name_charts', { analysisId })
  })
}

/**
 * The PNG of a project's chart drawn with its display names (`v` is the names' fingerprint, so a
 * browser never shows a PNG cached for older names).
 */
export function displayNameChartUrl(analysisId: string, taskId: number, pngFileName: string, fingerprint: string) {
  const path = [analysisId, String(taskId), pngFileName].map(encodeURIComponent).join('/')
  return `/resources/display-name-chart/${path}?v=${fingerprint}`
}
