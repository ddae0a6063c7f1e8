import { defineTool } from '../../kit/define-tool'
import { SEQUENCE_CATEGORY } from '../definitions'
import { translationExecutor } from './executor'
import { parameters, SEQUENCE_FIELD } from './parameters'
import { sequenceInputs } from '../sequence-files'

export default defineTool(import.meta.url, {
  scriptClassName: 'Translation',
  title: '任意遗传密码翻译（transeq）',
  titleEn: 'Translation with any genetic code (transeq)',
  description:
    '用所选的 NCBI 遗传密码表（标准、脊椎动物线粒体、细菌与质体等 17 种）翻译核酸序列的一个或多个读码框，结果与 EMBOSS transeq -table 一致。',
  descriptionEn:
    'Translates one or more reading frames of nucleotide sequences with any of the 17 NCBI genetic codes (standard, vertebrate mitochondrial, bacterial and plastid...), as EMBOSS transeq -table does.',
  category: SEQUENCE_CATEGORY,
  tags: ['翻译', 'translation', '遗传密码', 'genetic code', '线粒体', 'mitochondrial', 'transeq'],
  toolType: 2,
  sort: 413,
  parameters,
  demo: { params: { table: 2, frame: 'F' }, pastedTexts: { sequence: 'X65923.fasta' }, files: {} },
  ...sequenceInputs([SEQUENCE_FIELD], translationExecutor),
})
