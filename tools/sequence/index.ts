import type { ToolFolder } from '../kit/define-tool'
import fastqQc from './fastq-qc'
import fastqToFasta from './fastq-to-fasta'
import fuzzyMotifSearch from './fuzzy-motif-search'
import isoelectricPoint from './isoelectric-point'
import orfFinder from './orf-finder'
import pairwiseAlignment from './pairwise-alignment'
import proteinStatistics from './protein-statistics'
import reverseComplement from './reverse-complement'
import sequenceStatistics from './sequence-statistics'
import sixFrameTranslation from './six-frame-translation'

/** The predefined sequence tools (tool type 2), one folder each, in catalogue order. */
export const sequenceToolFolders: readonly ToolFolder[] = [
  reverseComplement,
  sixFrameTranslation,
  sequenceStatistics,
  fastqToFasta,
  pairwiseAlignment,
  fuzzyMotifSearch,
  orfFinder,
  fastqQc,
  proteinStatistics,
  isoelectricPoint,
]
