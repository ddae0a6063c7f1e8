import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY, written } from '../definitions'
import { FASTQ_FILE_KEY, fastqToFastaExecutor } from './executor'
import { parameters } from './parameters'

const DEMO_FILE = 'BAQ3473.3_10_L001_R1_001.fastq'

export default defineTool(import.meta.url, {
  scriptClassName: 'FastqToFasta',
  title: 'FASTQ 转 FASTA',
  titleEn: 'FASTQ to FASTA',
  description:
    '把 FASTQ 读段转换为可下载的 FASTA 文件，并根据质量字符的范围判断 Phred 编码（+33 或 +64），给出读段质量概况。',
  descriptionEn:
    'Converts FASTQ reads to a downloadable FASTA file, tells the Phred encoding (+33 or +64) from the range of the quality characters, and summarises read quality.',
  category: SEQUENCE_CATEGORY,
  tags: ['FASTQ', 'FASTA', '格式转换', 'format conversion', 'Phred'],
  toolType: 2,
  sort: 404,
  parameters,
  dataFiles: [
    {
      label: 'FASTQ 文件 (FASTQ file)',
      key: FASTQ_FILE_KEY,
      required: false,
      exampleFile: DEMO_FILE,
      fileTypes: ['fastq', 'fq', 'txt', 'gz'],
      fileSizeMb: 10,
      rules: [],
    },
  ],
  demo: { files: { [FASTQ_FILE_KEY]: DEMO_FILE } },
  manualValues: { limit: written(SEQUENCE_TEXT_LIMITS.fastq) },
  executor: fastqToFastaExecutor,
})
