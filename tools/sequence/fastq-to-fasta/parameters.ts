import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters } from '../../kit/parameters'
import { pastedTextParameter, written } from '../definitions'
import type { TextField } from '../shared'

export const FASTQ_FIELD: TextField = { key: 'fastq', label: 'fastq', maxLength: SEQUENCE_TEXT_LIMITS.fastq }

export const parameters = defineParameters({
  fastq: pastedTextParameter(
    FASTQ_FIELD,
    { type: 'textarea', required: false },
    {
      zh: `粘贴 FASTQ 读段，至多 ${written(SEQUENCE_TEXT_LIMITS.fastq)} 个字符；也可以改为上传文件。`,
      en: `Paste FASTQ reads, at most ${written(SEQUENCE_TEXT_LIMITS.fastq)} characters; or upload a file instead.`,
    },
  ),
})
