import { defineParameters, selectParameter } from '../../kit/parameters'

export const parameters = defineParameters({
  phred: selectParameter(
    '质量编码',
    'Quality encoding',
    [
      ['auto', '自动判断', 'Detect from the qualities'],
      ['33', 'Phred+33', 'Phred+33'],
      ['64', 'Phred+64', 'Phred+64'],
    ],
    {
      defaultValue: 'auto',
      help: {
        zh: '自动判断看全部质量字符的范围；无法区分时按 Phred+33 计算并注明。',
        en: 'Detection reads the range of every quality character; when it cannot tell, Phred+33 is used and the report says so.',
      },
    },
  ),
})
