import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { pcaPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'PCAPlot',
  title: '主成分分析（PCA）图',
  titleEn: 'PCA plot with group ellipses',
  description: '对数值变量做主成分分析，按组着色并画出各组的 95% 置信椭圆，坐标轴标注各主成分解释的方差比例。',
  descriptionEn:
    "Principal component analysis of numeric variables: samples coloured by group with each group's 95% confidence ellipse, and the share of variance on each axis.",
  category: 'statistics',
  tags: ['PCA', '主成分分析', 'ordination', 'ellipse'],
  toolType: 0,
  sort: 310,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('iris.tsv', { minColumns: 2, pickedBy: ['variables', 'group_column', 'label_column'] })],
  demo: { params: { group_column: 'Species' }, files: { table: 'iris.tsv' } },
  executor: pcaPlotExecutor,
})
