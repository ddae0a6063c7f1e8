import type { ToolFolder } from '../kit/define-tool'

/** The statistics tools (category statistics), one folder each, in catalogue order. */
export const statisticsToolFolders: readonly ToolFolder[] = [
]
