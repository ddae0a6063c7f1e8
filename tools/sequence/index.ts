import type { ToolFolder } from '../kit/define-tool'
import type { ToolExecutor } from '../kit/types'
import { fastqToFastaExecutor } from './fastq-to-fasta/executor'
import { fuzzyMotifSearchExecutor } from './fuzzy-motif-search/executor'
import { orfFinderExecutor } from './orf-finder/executor'
import { pairwiseAlignmentExecutor } from './pairwise-alignment/executor'
import { reverseComplementExecutor } from './reverse-complement/executor'
import { sequenceStatisticsExecutor } from './sequence-statistics/executor'
import { sixFrameTranslationExecutor } from './six-frame-translation/executor'

/** The sequence tool executors by the script class names of db/seed/tools/sequence.ts. */
export const sequenceExecutors: Record<string, ToolExecutor> = {
  ReverseComplement: reverseComplementExecutor,
  SixFrameTranslation: sixFrameTranslationExecutor,
  SequenceStatistics: sequenceStatisticsExecutor,
  FastqToFasta: fastqToFastaExecutor,
  PairwiseAlignment: pairwiseAlignmentExecutor,
  FuzzyMotifSearch: fuzzyMotifSearchExecutor,
  OrfFinder: orfFinderExecutor,
}

/** The tools of this area, one folder each. */
export const sequenceToolFolders: readonly ToolFolder[] = []
