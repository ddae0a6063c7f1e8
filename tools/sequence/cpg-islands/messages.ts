import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CpgIslands', {
  islands: { zh: 'CpG 岛', en: 'CpG islands' },
  sequence: { zh: '序列', en: 'Sequence' },
  start: { zh: '起点', en: 'Start' },
  end: { zh: '终点', en: 'End' },
  length: { zh: '长度', en: 'Length' },
  position: { zh: '位置（窗口中心）', en: 'Position (window centre)' },
  ratio: { zh: 'CpG 观测/期望比', en: 'Observed/expected CpG' },
  percent: { zh: 'C+G 百分比', en: 'C+G percentage' },
  ratioChart: { zh: 'CpG 观测/期望比（窗口 {{window}}）', en: 'Observed/expected CpG (window {{window}})' },
  percentChart: { zh: 'C+G 百分比（窗口 {{window}}）', en: 'C+G percentage (window {{window}})' },
  threshold: { zh: '阈值', en: 'Threshold' },
  note: {
    zh: '{{sequences}} 条序列中找到 {{islands}} 个 CpG 岛（观测/期望比 > {{ratio}}，C+G > {{percent}}%，长度至少 {{length}}）。cpgplot 格式的报告见 cpgplot.txt，逐位置数值见 cpgplot.tsv。',
    en: '{{islands}} CpG island(s) in {{sequences}} sequence(s) (observed/expected > {{ratio}}, C+G > {{percent}} %, at least {{length}} bases). The report in cpgplot’s layout is in cpgplot.txt, the value at each position in cpgplot.tsv.',
  },
  tooShort: {
    zh: '以下序列短于窗口（{{window}} 个碱基），没有曲线：{{names}}。',
    en: 'These sequences are shorter than the window ({{window}} bases) and have no profile: {{names}}.',
  },
  onlyFirst: {
    zh: '图中只画出前 {{shown}} 条序列（共 {{sequences}} 条）；表格和文件包含全部。',
    en: 'The charts show the first {{shown}} of {{sequences}} sequences; the table and files hold them all.',
  },
})
