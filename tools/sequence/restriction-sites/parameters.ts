import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { checkboxParameter, defineParameters, numberParameter, textParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  enzymes: textParameter(
    '酶',
    'Enzymes',
    { maxLength: 2000, defaultValue: 'all' },
    {
      zh: '“all”查找内置 REBASE 子集中的全部酶，或以逗号分隔的酶名（大小写均可），如 EcoRI,BamHI,HindIII（restrict -enzymes）。',
      en: '"all" searches every enzyme of the bundled REBASE subset, or give enzyme names separated by commas (any case), e.g. EcoRI,BamHI,HindIII (restrict -enzymes).',
    },
  ),
  siteLength: numberParameter(
    '最短识别位点',
    'Shortest recognition site',
    { min: 2, max: 20, step: 1, integer: true, defaultValue: 4, required: true },
    {
      zh: '识别序列短于此长度的酶不予考虑（restrict -sitelen，默认 4）。',
      en: 'Enzymes whose recognition site is shorter than this are left out (restrict -sitelen, default 4).',
    },
  ),
  single: checkboxParameter('只报告单切点酶', 'Single cutters only', false, {
    zh: '只报告在序列上恰好切一次的酶（restrict -single，此时忽略最少/最多切点数）。',
    en: 'Report only enzymes that cut the sequence exactly once (restrict -single; the fewest and most cuts are then ignored).',
  }),
  minCuts: numberParameter(
    '最少切点数',
    'Fewest cuts',
    { min: 1, max: 1000, step: 1, integer: true, defaultValue: 1, required: true },
    {
      zh: '切点少于此数的酶不予报告（restrict -min，默认 1）。',
      en: 'Enzymes cutting fewer times than this are not reported (restrict -min, default 1).',
    },
  ),
  maxCuts: numberParameter(
    '最多切点数',
    'Most cuts',
    { min: 1, max: 2000000000, step: 1, integer: true, defaultValue: 2000000000, required: true },
    {
      zh: '切点多于此数的酶不予报告（restrict -max，默认 2000000000，即不限）。',
      en: 'Enzymes cutting more times than this are not reported (restrict -max, default 2000000000, i.e. no limit).',
    },
  ),
  blunt: checkboxParameter('平末端酶', 'Blunt cutters', true, {
    zh: '包括在两条链同一位置切开、产生平末端的酶（restrict -blunt）。',
    en: 'Include enzymes that cut both strands at the same place, leaving blunt ends (restrict -blunt).',
  }),
  sticky: checkboxParameter('黏性末端酶', 'Sticky cutters', true, {
    zh: '包括两条链切点错开、产生黏性末端（突出端）的酶（restrict -sticky）。',
    en: 'Include enzymes whose cuts on the two strands are staggered, leaving sticky ends (overhangs) (restrict -sticky).',
  }),
  ambiguity: checkboxParameter('允许简并识别位点', 'Ambiguous sites', true, {
    zh: '包括识别序列含 N 等简并碱基的酶（restrict -ambiguity）。',
    en: 'Include enzymes whose recognition site has ambiguity codes such as N (restrict -ambiguity).',
  }),
  commercial: checkboxParameter('仅商品化的酶', 'Commercial enzymes only', true, {
    zh: '查找全部酶时只用有供应商的酶；列出酶名时不受此限（restrict -commercial）。',
    en: 'When searching all enzymes, use only those with a supplier; named enzymes are always used (restrict -commercial).',
  }),
  limit: checkboxParameter('同裂酶只报告一个', 'One enzyme per isoschizomer group', true, {
    zh: '同一识别位点与切点的同裂酶只报告原型酶（restrict -limit）。',
    en: 'Report only the prototype of isoschizomers that share a site and its cuts (restrict -limit).',
  }),
  alphabetic: checkboxParameter('按酶名排序', 'Sort by enzyme name', false, {
    zh: '结果表按酶名而非位置排序（restrict -alphabetic）。',
    en: 'Sort the table by enzyme name instead of position (restrict -alphabetic).',
  }),
})
