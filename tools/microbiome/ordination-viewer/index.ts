import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { ordinationViewerExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'OrdinationViewer',
  title: '交互式排序图（PCoA 浏览器）',
  titleEn: 'Interactive ordination viewer (PCoA)',
  description:
    '样本间 Beta 多样性距离的主坐标分析（PCoA），结果页可任选两条坐标轴、按任一元数据列着色和设置点形状（类似 QIIME 2 的 Emperor），无需重新运行；不启用 JavaScript 时显示默认视图的图片。',
  descriptionEn:
    "Principal coordinates (PCoA) of the beta diversity between samples; on the result page choose any two axes and colour and shape the points by any metadata column (as QIIME 2's Emperor) without running again; without JavaScript the default view shows as a picture.",
  category: 'microbiome',
  tags: ['PCoA', 'Emperor', '排序', 'ordination', 'beta diversity'],
  toolType: 1,
  sort: 757,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    otuTable('dune.tsv', { counts: 'number' }),
    {
      ...metadataFile(true),
      exampleFile: 'dune-env.tsv',
      rules: [
        { kind: 'minColumns', rows: '[1:]', minColumns: 2 },
        { kind: 'formKeyMapping', formKey: 'colour_column', column: '[2:]' },
        { kind: 'formKeyMapping', formKey: 'shape_column', column: '[2:]' },
      ],
    },
  ],
  demo: {
    params: { colour_column: 'Management', shape_column: 'Use' },
    files: { table: 'dune.tsv', metadata: 'dune-env.tsv' },
  },
  executor: ordinationViewerExecutor,
})
