/** The reserved name: only the default solution may carry it, in any case. */
export const DEFAULT_SOLUTION_NAME = 'default'

/** Which feature table a filter solution is for (spec 03 §3). */
export const OTU_ASV_TYPE = { otu: 10, asv: 20 } as const

/** Flattening (rarefaction) type of the filter parameters: none, by minimum sample count, custom count. */
export const FLATTENING_TYPE = { none: 0, minimumSampleCount: 1, custom: 2 } as const

export type TaxonomyType = 'Kingdom' | 'Phylum' | 'Class' | 'Order' | 'Family' | 'Genus' | 'Species'

/** Bounds of one metric; null means unbounded. A metric with all four null is skipped. */
export interface QcBounds {
  failLow: number | null
  failHigh: number | null
  warningLow: number | null
  warningHigh: number | null
}

/** A QC rule: metric name to bounds (analysis/qc-rules.ts evaluates it). */
export type QcRule = Record<string, QcBounds>

/**
 * The id under which the API presents a project's original rule (qc_data.originalRule). It is not
 * a qc_rules row; identity ids start at 1, so 0 never collides. When no qc_rules row of the
 * project is default, the original rule is.
 */
export const ORIGINAL_QC_RULE_ID = 0

/** OCA record status (spec 03 §4): 0 and 1 in progress, 2 success, 3 failed. */
export const OCA_RECORD_STATUS = { pending: 0, inProgress: 1, success: 2, failed: 3 } as const

/**
 * How a one-click analysis record reads to its owner. A finished record (status 2) whose runs did not all succeed is
 * not a success: it says how many of its runs failed. Failed when every run failed, whatever the stored status.
 */
export type OcaRecordOutcome = 'pending' | 'inProgress' | 'success' | 'someFailed' | 'failed'

export function ocaRecordOutcome(status: number, failedRuns: number, totalRuns: number): OcaRecordOutcome {
  if (status === OCA_RECORD_STATUS.pending) return 'pending'
  if (status === OCA_RECORD_STATUS.inProgress) return 'inProgress'
  if (status === OCA_RECORD_STATUS.failed || (totalRuns > 0 && failedRuns === totalRuns)) return 'failed'
  return failedRuns > 0 ? 'someFailed' : 'success'
}
