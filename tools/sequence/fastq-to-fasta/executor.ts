import { formatFasta } from '../../../analysis/sequence/fasta'
import {
  detectPhredOffset,
  fastqTextFromBytes,
  parseFastq,
  summarizeFastqQuality,
  type PhredOffsetDetection,
} from '../../../analysis/sequence/fastq'
import { inLanguage, type Language } from '../../../core/language'
import { ToolRunError, type ToolExecutor, type ToolRunInput } from '../../kit/types'
import { percent, readText, type TextField } from '../shared'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const FASTQ_FIELD: TextField = {
  key: 'fastq',
  label: 'FASTQ 文本',
  labelEn: 'FASTQ text',
  maxLength: SEQUENCE_TEXT_LIMITS.fastq,
}
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
function fastqSource(input: ToolRunInput): FastqSource {
  const pasted = readText(input, FASTQ_FIELD, { required: false })
  const file = input.files[FASTQ_FILE_KEY]
  if (pasted.trim() !== '')
    return { text: pasted, where: FASTQ_FIELD.key, baseName: 'reads', unusedFile: file?.fileName }
  if (!file) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      inLanguage(input.language, '请粘贴 FASTQ 文本或上传 FASTQ 文件。', 'Paste FASTQ text or upload a FASTQ file.'),
    )
  }
  const text = fastqTextFromBytes(file.bytes, { fileName: file.fileName, maxTextBytes: MAX_UNCOMPRESSED_BYTES })
  return {
    text,
    where: file.fileName,
    baseName: file.fileName.replace(/(\.gz)?$/i, '').replace(/\.(fastq|fq|txt)$/i, '') || 'reads',
  }
}

function describeOffset(detection: PhredOffsetDetection, language: Language): string {
  const range = `“${detection.lowest}”–“${detection.highest}”`
  if (detection.ambiguous) {
    return inLanguage(
      language,
      `质量字符范围 ${range} 在“@”到“J”之间，Phred+33 与 Phred+64 都可能；按更常见的 Phred+33 计算。`,
      `The quality characters ("${detection.lowest}" to "${detection.highest}") all lie between "@" and "J", which both Phred+33 and Phred+64 produce; they are read as the far likelier Phred+33.`,
    )
  }
  if (detection.offset === 33) {
    return inLanguage(
      language,
      `检测到 Phred+33：最低质量字符“${detection.lowest}”低于“@”，只有 Phred+33 编码使用这些字符。`,
      `Phred+33 detected: the lowest quality character "${detection.lowest}" lies below "@", which only the +33 encoding uses.`,
    )
  }
  return inLanguage(
    language,
    `检测到 Phred+64：质量字符（${range}）都不低于“@”，且有高于“J”的字符，Phred+33 的 Illumina 数据不会出现。`,
    `Phred+64 detected: no quality character lies below "@" and some lie above "J" ("${detection.lowest}" to "${detection.highest}"), which Phred+33 Illumina data never reach.`,
  )
}

/** FASTQ reads as FASTA (as EMBOSS seqret writes it), with the Phred offset told from the qualities. */
export const fastqToFastaExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const source = fastqSource(input)
  const reads = parseFastq(source.text, { source: source.where })
  const detection = detectPhredOffset(reads)
  const quality = summarizeFastqQuality(reads, detection.offset)
  const fastaName = `${source.baseName}.fasta`
  const title = say('各位置的平均质量', 'Mean quality by position')
  const notes = [
    say(
      `${reads.length} 条读段已转换为 FASTA（${fastaName}）。`,
      `${reads.length} reads converted to FASTA (${fastaName}).`,
    ),
    describeOffset(detection, language),
  ]
  if (source.unusedFile)
    notes.push(
      say(
        `使用了粘贴的文本；上传的文件 ${source.unusedFile} 未使用。`,
        `The pasted text was used; the uploaded file ${source.unusedFile} was not.`,
      ),
    )
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
              label: say('平均 Phred 质量', 'Mean Phred quality'),
              data: Array.from(quality.meanQualityByPosition, (value) => Number(value.toFixed(2))),
              borderColor: '#4e79a7',
              pointRadius: 0,
            },
          ],
        },
        options: {
          plugins: { title: { display: true, text: title }, legend: { display: false } },
          scales: {
            x: { title: { display: true, text: say('读段位置', 'Position in read') }, ticks: { maxTicksLimit: 16 } },
            y: { title: { display: true, text: say('Phred 质量', 'Phred quality') }, beginAtZero: true },
          },
        },
        width: 800,
        height: 420,
      },
    ],
    tables: [
      {
        id: 'summary',
        title: say('读段汇总', 'Read summary'),
        columns: [say('统计量', 'Statistic'), say('值', 'Value')],
        rows: [
          [say('读段数', 'Reads'), quality.reads],
          [say('碱基数', 'Bases'), quality.bases],
          [say('最短读段', 'Shortest read'), quality.minLength],
          [say('最长读段', 'Longest read'), quality.maxLength],
          [
            say('质量编码', 'Quality encoding'),
            `Phred+${detection.offset}${detection.ambiguous ? say('（不确定）', ' (ambiguous)') : ''}`,
          ],
          [say('质量字符范围', 'Quality characters'), `${detection.lowest} – ${detection.highest}`],
          [say('平均质量', 'Mean quality'), Number(quality.meanQuality.toFixed(2))],
          [say('≥ Q20 的碱基 (%)', 'Bases ≥ Q20 (%)'), percent(quality.q20Fraction)],
          [say('≥ Q30 的碱基 (%)', 'Bases ≥ Q30 (%)'), percent(quality.q30Fraction)],
        ],
      },
    ],
    files: [{ name: fastaName, contentType: 'text/plain', content: formatFasta(reads) }],
    notes,
  }
}
