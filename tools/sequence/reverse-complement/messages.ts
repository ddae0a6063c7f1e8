import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ReverseComplement', {
  'reverse-complement': { zh: '反向互补', en: 'reverse complement' },
  complement: { zh: '互补', en: 'complement' },
  reverse: { zh: '反向', en: 'reverse' },
  tableTitle: { zh: '{{operation}}序列', en: 'Sequences, {{operation}}' },
  firstBases: { zh: '{{operation}}（前 60 个碱基）', en: '{{operation}} (first 60 bases)' },
  note: {
    zh: '{{sequences}} 条序列（共 {{bases}} 个碱基）的{{operation}}序列见 {{file}}。',
    en: 'The {{operation}} of {{sequences}} sequence(s) ({{bases}} bases) is in {{file}}.',
  },
})
