import type { ToolFolder } from '../kit/define-tool'
import anovaTukey from './anova-tukey'
import chiSquareTest from './chi-square-test'
import kruskalDunn from './kruskal-dunn'
import linearRegression from './linear-regression'
import mannWhitneyTest from './mann-whitney-test'
import pairedTTest from './paired-t-test'
import studentTTest from './student-t-test'
import welchTTest from './welch-t-test'
import logisticRegression from './logistic-regression'
import mantelTest from './mantel-test'
import correlationMatrix from './correlation-matrix'
import friedmanTest from './friedman-test'
import varianceHomogeneityTest from './variance-homogeneity-test'

/** The statistics tools (category statistics), one folder each, in catalogue order. */
export const statisticsToolFolders: readonly ToolFolder[] = [
  studentTTest,
  welchTTest,
  pairedTTest,
  anovaTukey,
  kruskalDunn,
  mannWhitneyTest,
  chiSquareTest,
  linearRegression,
  logisticRegression,
  mantelTest,
  correlationMatrix,
  friedmanTest,
  varianceHomogeneityTest,
]
