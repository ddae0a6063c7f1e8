import type { ToolFolder } from '../kit/define-tool'
import codonUsage from './codon-usage'
import cpgIslands from './cpg-islands'
import dotPlot from './dot-plot'
import fastqQc from './fastq-qc'
import fastqToFasta from './fastq-to-fasta'
import fuzzyMotifSearch from './fuzzy-motif-search'
import hydropathyPlot from './hydropathy-plot'
import isoelectricPoint from './isoelectric-point'
import oligoMelting from './oligo-melting'
import orfFinder from './orf-finder'
import pairwiseAlignment from './pairwise-alignment'
import proteinStatistics from './protein-statistics'
import reverseComplement from './reverse-complement'
import reverseTranslation from './reverse-translation'
import sequenceStatistics from './sequence-statistics'
import sixFrameTranslation from './six-frame-translation'
import translation from './translation'
import wordComposition from './word-composition'
import restrictionSites from './restriction-sites'
import sequenceFormatConversion from './sequence-format-conversion'

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
  hydropathyPlot,
  translation,
  wordComposition,
  codonUsage,
  reverseTranslation,
  oligoMelting,
  cpgIslands,
  dotPlot,
  restrictionSites,
  sequenceFormatConversion,
]
