import { defineMessages } from '../../kit/messages'

export const text = defineMessages('FuzzyMotifSearch', {
  tooManyMismatches: {
    zh: '参数“{{label}}”应为小于基序长度（{{length}}）的整数，现为 {{given}}。',
    en: 'Parameter "{{label}}" must be a whole number below the motif\'s length ({{length}}); {{given}} given.',
  },
  bothStrands: { zh: '双链', en: 'both strands' },
  forwardStrand: { zh: '正向链', en: 'the forward strand' },
  hitsTitle: { zh: '基序 {{motif}} 的命中', en: 'Hits of {{motif}}' },
  mismatches: { zh: '错配数', en: 'Mismatches' },
  matched: { zh: '命中序列', en: 'Matched' },
  note: {
    zh: '在 {{sequences}} 条序列的{{strands}}上找到 {{hits}} 处 {{motif}}（至多 {{mismatches}} 个错配）。反向链命中按正向链坐标给出。',
    en: '{{hits}} hit(s) of {{motif}} with at most {{mismatches}} mismatch(es) on {{strands}} of {{sequences}} sequence(s). Reverse-strand hits are given in forward-strand positions.',
  },
})
