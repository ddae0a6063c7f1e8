import { GENETIC_CODES } from '../../../analysis/sequence/ncbi-genetic-codes'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'
import { type Choice, defineParameters, selectParameter } from '../../kit/parameters'
import { sequenceParameter } from '../definitions'
import type { TextField } from '../shared'

export const SEQUENCE_FIELD: TextField = { key: 'sequence', label: 'sequence', maxLength: SEQUENCE_TEXT_LIMITS.general }

/** The codes' names in Chinese, by NCBI number. */
const CODE_NAMES_ZH: Readonly<Record<number, string>> = {
  1: '标准',
  2: '脊椎动物线粒体',
  3: '酵母线粒体',
  4: '霉菌、原生动物与腔肠动物线粒体及支原体/螺原体',
  5: '无脊椎动物线粒体',
  6: '纤毛虫、绒枝藻与六鞭毛虫核',
  9: '棘皮动物与扁形动物线粒体',
  10: '游仆虫核',
  11: '细菌、古菌与植物质体',
  12: '另一种酵母核',
  13: '海鞘线粒体',
  14: '另一种扁形动物线粒体',
  15: '伪盘虫核',
  16: '绿藻线粒体',
  21: '吸虫线粒体',
  22: '斜生栅藻线粒体',
  23: '破囊壶菌线粒体',
}

const CODE_CHOICES = GENETIC_CODES.map(
  (code) => [code.id, `${code.id} ${CODE_NAMES_ZH[code.id]}`, `${code.id} ${code.name}`] as const,
) satisfies readonly Choice[]

export const parameters = defineParameters({
  sequence: sequenceParameter(SEQUENCE_FIELD, 'nucleotide'),
  table: selectParameter('遗传密码表（NCBI）', 'Genetic code (NCBI)', CODE_CHOICES, {
    defaultValue: 1,
    required: true,
    help: {
      zh: 'NCBI 遗传密码表编号（transeq -table），如 2 为脊椎动物线粒体，11 为细菌与质体。',
      en: 'The NCBI translation table (transeq -table): 2 for vertebrate mitochondria, 11 for bacteria and plastids, for example.',
    },
  }),
  frame: selectParameter(
    '读码框',
    'Frames',
    [
      ['1', '1', '1'],
      ['2', '2', '2'],
      ['3', '3', '3'],
      ['F', '正向 1、2、3', 'Forward 1, 2, 3'],
      ['-1', '−1', '−1'],
      ['-2', '−2', '−2'],
      ['-3', '−3', '−3'],
      ['R', '反向 −1、−2、−3', 'Reverse −1, −2, −3'],
      ['6', '全部六个', 'All six'],
    ],
    { defaultValue: '1', required: true },
  ),
})
