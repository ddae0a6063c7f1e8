import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RestrictionSites', {
  sites: { zh: '酶切位点', en: 'Restriction sites' },
  sequence: { zh: '序列', en: 'Sequence' },
  start: { zh: '位点起点', en: 'Site start' },
  end: { zh: '位点终点', en: 'Site end' },
  strand: { zh: '链', en: 'Strand' },
  enzyme: { zh: '酶', en: 'Enzyme' },
  site: { zh: '识别序列', en: 'Recognition site' },
  cut5: { zh: '5′ 链切点', en: '5′ strand cut' },
  cut3: { zh: '3′ 链切点', en: '3′ strand cut' },
  frag5: { zh: '左侧片段', en: 'Fragment to the left' },
  frag3: { zh: '右侧片段', en: 'Fragment to the right' },
  cut5rev: { zh: '第二处 5′ 链切点', en: 'Second 5′ strand cut' },
  cut3rev: { zh: '第二处 3′ 链切点', en: 'Second 3′ strand cut' },
  ends: { zh: '末端', en: 'Ends' },
  blunt: { zh: '平末端', en: 'blunt' },
  overhang5: { zh: '5′ 突出 {{bases}} nt', en: '5′ overhang, {{bases}} nt' },
  overhang3: { zh: '3′ 突出 {{bases}} nt', en: '3′ overhang, {{bases}} nt' },
  isoschizomers: { zh: '同裂酶', en: 'Isoschizomers' },
  fragments: { zh: '酶切片段（全部酶共同酶切）', en: 'Fragments (digest with all the enzymes together)' },
  fragment: { zh: '片段', en: 'Fragment' },
  from: { zh: '起点', en: 'From' },
  to: { zh: '终点', en: 'To' },
  length: { zh: '长度（bp）', en: 'Length (bp)' },
  position: { zh: '切点位置（bp）', en: 'Cut position (bp)' },
  mapChart: { zh: '{{name}} 的酶切图谱（{{length}} bp）', en: 'Restriction map of {{name}} ({{length}} bp)' },
  fragmentChart: { zh: '{{name}} 的酶切片段长度', en: 'Fragment sizes of {{name}}' },
  note: {
    zh: '{{sequences}} 条序列中共找到 {{hits}} 个酶切位点（{{enzymes}} 种酶）；按 EMBOSS restrict 排列的完整报告见 restrict.txt。',
    en: '{{hits}} restriction site(s) of {{enzymes}} enzyme(s) in {{sequences}} sequence(s); the full report in EMBOSS restrict’s layout is in restrict.txt.',
  },
  noSites: {
    zh: '所选的酶在这些序列上都没有切点（或切点数不在最少/最多切点数之间）。',
    en: 'None of the chosen enzymes cuts these sequences (or their number of cuts is outside the fewest and most cuts).',
  },
  chartsFirst: {
    zh: '图只画第一条有切点的序列 {{name}}；各序列的位点与片段都在表与 restrict.txt 中。',
    en: 'The charts show the first sequence with sites, {{name}}; every sequence’s sites and fragments are in the tables and restrict.txt.',
  },
  unknownEnzymes: {
    zh: '内置的 REBASE 子集中没有这些酶：{{names}}。可用的酶：{{known}}。',
    en: 'The bundled REBASE subset has no enzyme named {{names}}. Enzymes available: {{known}}.',
  },
  cutsOrder: {
    zh: '参数“最少切点数”（{{min}}）大于“最多切点数”（{{max}}）。',
    en: 'Parameter "Fewest cuts" ({{min}}) is larger than "Most cuts" ({{max}}).',
  },
  neitherEnd: {
    zh: '“平末端酶”与“黏性末端酶”不能都不选。',
    en: '"Blunt cutters" and "Sticky cutters" cannot both be off.',
  },
})
