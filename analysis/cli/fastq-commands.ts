/** The reads commands of `npm run -s analysis`: the FASTQ quality summary. */
import { accessSync, constants } from 'node:fs'
import { AnalysisInputError } from '../errors'
import { fastqReportsOfFiles, type FastqSummary, type PhredChoice } from '../sequence/fastq-report'
import { printJson, requiredOption, UsageError, type Command, type Values } from './command'

export const FASTQ_COMMANDS: Record<string, Command> = {
  'fastq-qc': {
    usage: 'fastq-qc --in F.fastq[.gz] [--in2 R2.fastq[.gz]] [--phred 33|64|auto]',
    options: { in: { type: 'string' }, in2: { type: 'string' }, phred: { type: 'string', default: 'auto' } },
    async run(values) {
      const phred = phredOption(values)
      const paths = [requiredOption(values, 'in'), ...(typeof values.in2 === 'string' ? [values.in2] : [])]
      paths.forEach(checkReadable)
      const reports = await fastqReportsOfFiles(paths, { phred })
      const summaries = reports.map((report) => summaryJson(report.summary))
      printJson(summaries.length === 1 ? summaries[0] : summaries)
    },
  },
}

function phredOption(values: Values): PhredChoice {
  const text = requiredOption(values, 'phred')
  if (text === 'auto') return 'auto'
  if (text === '33' || text === '64') return Number(text) as 33 | 64
  throw new UsageError(`--phred ${text}: expected 33, 64 or auto`)
}

/** A missing file is the user's mistake, said before any worker starts. */
function checkReadable(path: string): void {
  try {
    accessSync(path, constants.R_OK)
  } catch (error) {
    throw new AnalysisInputError(
      'cli.unreadableFile',
      { reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message },
      { file: path },
    )
  }
}

/** The summary under the names the issue gives the command's output. */
function summaryJson(summary: FastqSummary) {
  return {
    phred_offset: summary.phredOffset,
    offset_detected: summary.offsetDetected,
    reads: summary.reads,
    bases: summary.bases,
    min_length: summary.minLength,
    max_length: summary.maxLength,
    mean_length: summary.meanLength,
    q20_bases: summary.q20Bases,
    q30_bases: summary.q30Bases,
    q20_fraction: summary.q20Fraction,
    q30_fraction: summary.q30Fraction,
    mean_phred: summary.meanPhred,
    a_bases: summary.aBases,
    c_bases: summary.cBases,
    g_bases: summary.gBases,
    t_bases: summary.tBases,
    n_bases: summary.nBases,
    gc_fraction: summary.gcFraction,
  }
}
