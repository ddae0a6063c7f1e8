import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { defineParameters, textParameter } from '../../kit/parameters'
import { written } from '../definitions'
import { FIELD_LABELS } from '../messages'

export const parameters = defineParameters({
  fastq: textParameter(
    FIELD_LABELS.fastq.zh,
    FIELD_LABELS.fastq.en,
    { type: 'textarea', required: false, maxLength: SEQUENCE_TEXT_LIMITS.fastq, trim: false },
    {
      zh: `粘贴 FASTQ 读段，至多 ${written(SEQUENCE_TEXT_LIMITS.fastq)} 个字符；也可以改为上传文件。`,
      en: `Paste FASTQ reads, at most ${written(SEQUENCE_TEXT_LIMITS.fastq)} characters; or upload a file instead.`,
    },
  ),
})
