import type { ToolExecutor } from '../types'
import { fastqToFastaExecutor } from './fastq-to-fasta'
import { fuzzyMotifSearchExecutor } from './fuzzy-motif-search'
import { orfFinderExecutor } from './orf-finder'
import { pairwiseAlignmentExecutor } from './pairwise-alignment'
import { reverseComplementExecutor } from './reverse-complement'
import { sequenceStatisticsExecutor } from './sequence-statistics'
import { sixFrameTranslationExecutor } from './six-frame-translation'

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
