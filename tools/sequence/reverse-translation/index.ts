import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { reverseTranslationExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'ReverseTranslation',
  title: '反向翻译（backtranseq）',
  titleEn: 'Reverse translation (backtranseq)',
  description: '把蛋白序列按所选物种（人或大肠杆菌）最常用的密码子写回核酸序列，结果与 EMBOSS backtranseq 一致。',
  descriptionEn:
    'Writes protein sequences back as nucleotides, each residue as the codon most used in the chosen organism (human or E. coli), as EMBOSS backtranseq does.',
  category: SEQUENCE_CATEGORY,
  tags: ['反向翻译', 'reverse translation', '密码子优化', 'codon usage', 'backtranseq'],
  toolType: 2,
  sort: 416,
  parameters,
  demo: { pastedTexts: { sequence: 'proteins.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], reverseTranslationExecutor),
})
