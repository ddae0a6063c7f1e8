import type { ToolFolder } from '../kit/define-tool'
import linearRegression from './linear-regression'
import logisticRegression from './logistic-regression'
import mantelTest from './mantel-test'

/** The statistics tools (category statistics), one folder each, in catalogue order. */
export const statisticsToolFolders: readonly ToolFolder[] = [
  linearRegression,
  logisticRegression,
  mantelTest,
]
