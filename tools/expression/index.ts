import type { ToolFolder } from '../kit/define-tool'
import deseq2 from './deseq2'
import edger from './edger'

/** The transcriptome tools, one folder each. */
export const expressionToolFolders: readonly ToolFolder[] = [deseq2, edger]
