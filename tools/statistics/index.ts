import type { ToolFolder } from '../kit/define-tool'
import linearRegression from './linear-regression'
import pairedTTest from './paired-t-test'
import studentTTest from './student-t-test'
import welchTTest from './welch-t-test'

/** The statistics tools (category statistics), one folder each, in catalogue order. */
export const statisticsToolFolders: readonly ToolFolder[] = [studentTTest, welchTTest, pairedTTest, linearRegression]
