/**
 * Limits a tool's form offers and its executor enforces: the seed gives the form fields these
 * numbers and the executors check the same ones, so the two cannot drift apart.
 */

/** The largest chart the `width` and `height` fields of a family's forms offer. */
export interface ChartSizeLimits {
  maxWidth: number
  maxHeight: number
}

export const BASIC_CHART_SIZE_LIMITS: ChartSizeLimits = { maxWidth: 2400, maxHeight: 2400 }
export const ADVANCED_CHART_SIZE_LIMITS: ChartSizeLimits = { maxWidth: 3000, maxHeight: 4000 }

/** Spec 01 §5/§9: the longest text each sequence tool's fields take. */
export const SEQUENCE_TEXT_LIMITS = {
  general: 500_000,
  fastq: 200_000,
  orf: 100_000,
  pairwise: 2_000,
  motifSequence: 2_000,
  motifPattern: 30,
} as const
