import { FEEDBACK_STATUS, FEEDBACK_TYPE } from './engagement'

export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS]
export type FeedbackType = (typeof FEEDBACK_TYPE)[keyof typeof FEEDBACK_TYPE]

export const FEEDBACK_STATUSES = Object.values(FEEDBACK_STATUS) as FeedbackStatus[]
export const FEEDBACK_TYPES = Object.values(FEEDBACK_TYPE) as FeedbackType[]

/** Screenshots a feedback may carry, and each one's size (spec 01 §9: 10 MB per file). */
export const MAX_FEEDBACK_IMAGES = 5
export const MAX_FEEDBACK_IMAGE_MB = 10
export const MAX_FEEDBACK_CONTENT = 2000
export const MAX_FEEDBACK_REMARK = 1000

/**
 * Where staff may move a feedback item from each status (spec 01 §4 names the statuses; the
 * moves are ours): work starts (20), may wait on the customer (30) and come back, ends resolved
 * (40) or unresolved (50), and is closed (100) from an outcome, or at once for spam. An outcome
 * may be reopened; closed is final.
 */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  [FEEDBACK_STATUS.submitted]: [FEEDBACK_STATUS.inProcess, FEEDBACK_STATUS.closed],
  [FEEDBACK_STATUS.inProcess]: [FEEDBACK_STATUS.pending, FEEDBACK_STATUS.resolved, FEEDBACK_STATUS.unresolved],
  [FEEDBACK_STATUS.pending]: [FEEDBACK_STATUS.inProcess, FEEDBACK_STATUS.resolved, FEEDBACK_STATUS.unresolved],
  [FEEDBACK_STATUS.resolved]: [FEEDBACK_STATUS.closed, FEEDBACK_STATUS.inProcess],
  [FEEDBACK_STATUS.unresolved]: [FEEDBACK_STATUS.closed, FEEDBACK_STATUS.inProcess],
  [FEEDBACK_STATUS.closed]: [],
}

/** Moves that end or close an item need a remark: it is the customer's answer. */
export const FEEDBACK_REMARK_REQUIRED: readonly FeedbackStatus[] = [
  FEEDBACK_STATUS.resolved,
  FEEDBACK_STATUS.unresolved,
  FEEDBACK_STATUS.closed,
]

export function canMoveFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return FEEDBACK_TRANSITIONS[from].includes(to)
}

/** Image formats a screenshot may have, told by the file's first bytes, never by its name. */
const IMAGE_SIGNATURES: { kind: FeedbackImageKind; bytes: (number | null)[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { kind: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
]
export type FeedbackImageKind = 'png' | 'jpeg' | 'gif' | 'webp'

export const FEEDBACK_IMAGE_CONTENT_TYPE: Record<FeedbackImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** The image format of these bytes, or null when they are no image we accept. */
export function feedbackImageKind(bytes: Uint8Array): FeedbackImageKind | null {
  for (const signature of IMAGE_SIGNATURES) {
    if (
      bytes.length >= signature.bytes.length &&
      signature.bytes.every((byte, i) => byte === null || bytes[i] === byte)
    )
      return signature.kind
  }
  return null
}
