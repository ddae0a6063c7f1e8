import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { READS_1_KEY, READS_2_KEY, fastqQcExecutor } from './executor'
import { parameters } from './parameters'

/**
 * Per file: a gzipped MiSeq or NovaSeq sample is typically 10 to 150 MB. The upload and the run
 * hold the compressed bytes in memory (the report reads them in 1 MiB chunks, so the uncompressed
 * text never exists whole); larger files come through the resumable upload and the stored-file choice.
 */
const FASTQ_FILE_SIZE_MB = 200

const fastqSlot = { fileTypes: ['fastq', 'fq', 'gz'], fileSizeMb: FASTQ_FILE_SIZE_MB, rules: [] }

export default defineTool(import.meta.url, {
  scriptClassName: 'FastqQc',
  title: 'FASTQ 质量报告',
  titleEn: 'FASTQ quality report',
  description:
    '对一个 FASTQ 文件或一对双端文件（R1 + R2）做质量评估：读段数、碱基数、长度、Q20/Q30、GC 等汇总，按 FastQC 标准给出各模块的通过/警告/不通过，并绘制各位置质量箱线图、碱基组成、GC 分布、长度分布、重复水平与接头含量。',
  descriptionEn:
    'Quality report of one FASTQ file or a read pair (R1 + R2): reads, bases, lengths, Q20/Q30 and GC side by side, pass/warn/fail per module by FastQC’s thresholds, and charts of per-base quality, base content, GC distribution, lengths, duplication and adapter content.',
  category: SEQUENCE_CATEGORY,
  tags: ['FASTQ', 'QC', '质控', 'quality control', 'Phred', 'FastQC'],
  toolType: 2,
  sort: 408,
  parameters,
  dataFiles: [
    {
      label: 'FASTQ 文件 R1 (FASTQ file R1)',
      key: READS_1_KEY,
      required: true,
      exampleFile: 'sam1F.fastq.gz',
      ...fastqSlot,
    },
    {
      label: 'FASTQ 文件 R2，可选 (FASTQ file R2, optional)',
      key: READS_2_KEY,
      required: false,
      exampleFile: 'sam1R.fastq.gz',
      ...fastqSlot,
    },
  ],
  demo: { files: { [READS_1_KEY]: 'sam1F.fastq.gz', [READS_2_KEY]: 'sam1R.fastq.gz' } },
  manualValues: { sizeMb: String(FASTQ_FILE_SIZE_MB) },
  executor: fastqQcExecutor,
})
