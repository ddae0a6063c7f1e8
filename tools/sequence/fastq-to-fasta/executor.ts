import { formatFasta } from '../../../analysis/sequence/fasta'
import {
  detectPhredOffset,
  fastqTextFromBytes,
  parseFastq,
  summarizeFastqQuality,
  type PhredOffsetDetection,
} from '../../../analysis/sequence/fastq'
import type { MessageRef } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor, type ToolRunInput } from '../../kit/types'
import { sequenceText } from '../messages'
import { checkedText, percent } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { FASTQ_FIELD, parameters } from './parameters'

export const FASTQ_FILE_KEY = 'fastq_file'
/** A 10 MB upload may be gzip; its text may be at most this large once uncompressed. */
const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024

interface FastqSource {
  readonly text: string
  /** What errors point at: the field's key (the run page shows its label) or the file's name. */
  readonly where: string
  readonly baseName: string
  readonly unusedFile?: string
}

/** The pasted text when there is any, else the uploaded file (gunzipped if need be). */
function fastqSource(input: ToolRunInput, pastedText: string): FastqSource {
  const pasted = checkedText(pastedText, FASTQ_FIELD, { required: false })
  const file = input.files[FASTQ_FILE_KEY]
  if (pasted.trim() !== '')
    return { text: pasted, where: FASTQ_FIELD.key, baseName: 'reads', unusedFile: file?.fileName }
  if (!file) {
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.pasteOrUpload())
  }
  return {
    text: fastqTextFromBytes(file.bytes, { fileName: file.fileName, maxTextBytes: MAX_UNCOMPRESSED_BYTES }),
    where: file.fileName,
    baseName: file.fileName.replace(/(\.gz)?$/i, '').replace(/\.(fastq|fq|txt)$/i, '') || 'reads',
  }
}

function describeOffset(detection: PhredOffsetDetection): MessageRef {
  const range = { lowest: detection.lowest, highest: detection.highest }
  if (detection.ambiguous) return text.ambiguousOffset(range)
  return detection.offset === 33 ? text.phred33({ lowest: detection.lowest }) : text.phred64(range)
}

/** FASTQ reads as FASTA (as EMBOSS seqret writes it), with the Phred offset told from the qualities. */
export const fastqToFastaExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const source = fastqSource(input, params.fastq)
  const reads = parseFastq(source.text, { source: source.where })
  const detection = detectPhredOffset(reads)
  const quality = summarizeFastqQuality(reads, detection.offset)
  const fastaName = `${source.baseName}.fasta`
  const title = text.meanQualityTitle()
  const notes = [text.converted({ reads: reads.length, file: fastaName }), describeOffset(detection)]
  if (source.unusedFile) notes.push(text.pastedUsed({ file: source.unusedFile }))
  return {
    charts: [
      {
        id: 'mean-quality',
        title,
        type: 'line',
        data: {
          labels: Array.from(quality.meanQualityByPosition, (_, i) => i + 1),
          datasets: [
            {
              label: text.meanPhred(),
              data: Array.from(quality.meanQualityByPosition, (value) => Number(value.toFixed(2))),
              borderColor: '#4e79a7',
              pointRadius: 0,
            },
          ],
        },
        options: {
          plugins: { title: { display: true, text: title }, legend: { display: false } },
          scales: {
            x: { title: { display: true, text: text.position() }, ticks: { maxTicksLimit: 16 } },
            y: { title: { display: true, text: text.phredQuality() }, beginAtZero: true },
          },
        },
        width: 800,
        height: 420,
      },
    ],
    tables: [
      {
        id: 'summary',
        title: text.summaryTitle(),
        columns: [sequenceText.statistic(), sequenceText.value()],
        rows: [
          [text.reads(), quality.reads],
          [text.bases(), quality.bases],
          [text.shortest(), quality.minLength],
          [text.longest(), quality.maxLength],
          [
            text.encoding(),
            detection.ambiguous ? text.encodingAmbiguous({ offset: detection.offset }) : `Phred+${detection.offset}`,
          ],
          [text.characters(), `${detection.lowest} – ${detection.highest}`],
          [text.meanQuality(), Number(quality.meanQuality.toFixed(2))],
          [text.q20(), percent(quality.q20Fraction)],
          [text.q30(), percent(quality.q30Fraction)],
        ],
      },
    ],
    files: [{ name: fastaName, contentType: 'text/plain', content: formatFasta(reads) }],
    notes,
  }
}
