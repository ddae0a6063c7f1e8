import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { sixFrameTranslationExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'SixFrameTranslation',
  title: '六框翻译',
  titleEn: 'Translation in six frames',
  description: '按标准遗传密码（NCBI 表 1）把核酸序列翻译为六个读码框的蛋白序列，与 EMBOSS transeq -frame 6 一致。',
  descriptionEn:
    'Translates nucleotide sequences in all six reading frames with the standard genetic code (NCBI table 1), as EMBOSS transeq -frame 6 does.',
  category: SEQUENCE_CATEGORY,
  tags: ['翻译', 'translation', 'transeq', '读码框', 'reading frame'],
  toolType: 2,
  sort: 402,
  parameters,
  demo: { pastedTexts: { sequence: 'X65923.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], sixFrameTranslationExecutor),
})
