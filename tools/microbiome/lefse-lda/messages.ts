import { defineMessages } from '../../kit/messages'

export const text = defineMessages('LefseLDA', {
  purpose: { zh: 'LEfSe 分析', en: 'LEfSe' },
  title: { zh: 'LEfSe：LDA 效应值（{{column}}）', en: 'LEfSe: LDA effect size ({{column}})' },
  subtitle: {
    zh: 'Kruskal-Wallis p < {{alpha}}，LDA > {{threshold}}',
    en: 'Kruskal-Wallis p < {{alpha}}, LDA > {{threshold}}',
  },
  ldaScore: { zh: 'LDA 值（log10）', en: 'LDA score (log10)' },
  tableTitle: { zh: '差异特征（按 LDA 值排序）', en: 'Discriminating features (by LDA score)' },
  enrichedIn: { zh: '富集组', en: 'Enriched in' },
  found: {
    zh: '{{tested}} 个{{what}}中，{{found}} 个在 "{{column}}" 的 {{groups}} 组间 Kruskal-Wallis p < {{alpha}} 且 LDA > {{threshold}}。',
    en: 'Of {{tested}} {{what}}, {{found}} have Kruskal-Wallis p < {{alpha}} between the {{groups}} groups of "{{column}}" and LDA > {{threshold}}.',
  },
  foundPerGroup: {
    zh: '{{tested}} 个{{what}}中，{{found}} 个在 "{{column}}" 的 {{groups}} 组间 Kruskal-Wallis p < {{alpha}} 且 LDA > {{threshold}}（富集：{{perGroup}}）。',
    en: 'Of {{tested}} {{what}}, {{found}} have Kruskal-Wallis p < {{alpha}} between the {{groups}} groups of "{{column}}" and LDA > {{threshold}} (enriched: {{perGroup}}).',
  },
  chartShowsTop: {
    zh: '图中显示 LDA 值最高的 {{shown}} 个；全部 {{found}} 个见结果表。',
    en: 'The chart shows the {{shown}} highest LDA scores; the table lists all {{found}}.',
  },
  method: {
    zh: 'LDA 值按 LEfSe 的定义计算（各样本缩放到 1,000,000），但线性判别只在全部样本上拟合一次，不做自助抽样，因此结果可重复；数值与 LEfSe 程序的随机结果相近但不完全相同。',
    en: "LDA scores follow LEfSe's definition (each sample scaled to 1,000,000), but the discriminant is fitted once on all samples instead of on bootstrap subsamples, so the result is reproducible; it is close to, not identical with, the LEfSe program's randomised scores.",
  },
})
