import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { envfitExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'EnvfitOrdination',
  title: '环境因子拟合（envfit）',
  titleEn: 'Environmental variables on an ordination (envfit)',
  description:
    '把样本的连续变量（如 pH、温度）拟合到 PCoA 或 NMDS 排序图上：每个变量一个箭头，给出 r² 与置换 p 值（与 vegan envfit 相同）。',
  descriptionEn:
    "Fits the samples' continuous variables (such as pH or temperature) onto a PCoA or NMDS: one arrow per variable with its r² and permutation p, as vegan's envfit.",
  category: 'microbiome',
  tags: ['envfit', '环境因子', 'environmental variables', 'PCoA', 'NMDS'],
  toolType: 1,
  sort: 702,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    otuTable('varespec.tsv', { counts: 'number' }),
    {
      ...metadataFile(true),
      label: '环境因子表 (Environmental variables)',
      exampleFile: 'varechem.tsv',
    },
  ],
  demo: {
    params: { group_column: '' },
    files: { table: 'varespec.tsv', metadata: 'varechem.tsv' },
  },
  executor: envfitExecutor,
})
