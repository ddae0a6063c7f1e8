import type { ToolFolder } from '../kit/define-tool'
import studentTTest from './student-t-test'
import welchTTest from './welch-t-test'

/** The statistics tools (category statistics), one folder each, in catalogue order. */
export const statisticsToolFolders: readonly ToolFolder[] = [studentTTest, welchTTest]
