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
import kMeansClustering from './k-means-clustering'
import procrustesAnalysis from './procrustes-analysis'
import shapiroWilkTest from './shapiro-wilk-test'
import oneSampleTTest from './one-sample-t-test'
import wilcoxonSignedRankTest from './wilcoxon-signed-rank-test'
import descriptiveStatistics from './descriptive-statistics'
import fisherExactTest from './fisher-exact-test'
import mcnemarTest from './mcnemar-test'
import binomialTest from './binomial-test'
import proportionTest from './proportion-test'
import correlationMatrix from './correlation-matrix'
import friedmanTest from './friedman-test'
import varianceHomogeneityTest from './variance-homogeneity-test'
import tsneEmbedding from './tsne-embedding'
import umapEmbedding from './umap-embedding'

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
  kMeansClustering,
  procrustesAnalysis,
  shapiroWilkTest,
  oneSampleTTest,
  wilcoxonSignedRankTest,
  descriptiveStatistics,
  fisherExactTest,
  mcnemarTest,
  binomialTest,
  proportionTest,
  correlationMatrix,
  friedmanTest,
  varianceHomogeneityTest,
  tsneEmbedding,
  umapEmbedding,
]
