import type { ToolFolder } from '../kit/define-tool'
import deseq2 from './deseq2'
import edger from './edger'
import expressionDistribution from './expression-distribution'

/** The transcriptome tools, one folder each. */
export const expressionToolFolders: readonly ToolFolder[] = [expressionDistribution, deseq2, edger]
