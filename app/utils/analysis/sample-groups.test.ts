import { describe, expect, it } from 'vitest'
import { checkComparePairs, groupSchemeOf } from './sample-groups'

// The first rows of the Global Patterns sample sheet (tests/fixtures/analysis/io/global-patterns-slice/metadata.tsv),
// with two values blanked and set to NA as user sheets have them.
const SAMPLE_INFO = [
  ['sample', 'SampleType', 'human'],
  ['CL3', 'Soil', 'nonhuman'],
  ['CC1', 'Soil', 'nonhuman'],
  ['M31Fcsw', 'Feces', 'human'],
  ['M11Fcsw', 'Feces', ''],
  ['M31Tong', 'Tongue', 'NA'],
]

describe('groupSchemeOf', () => {
  it('groups samples by the column in order of first appearance', () => {
    expect(groupSchemeOf(SAMPLE_INFO, 'SampleType')).toEqual({
      groups: [
        { name: 'Soil', samples: ['CL3', 'CC1'] },
        { name: 'Feces', samples: ['M31Fcsw', 'M11Fcsw'] },
        { name: 'Tongue', samples: ['M31Tong'] },
      ],
      excluded: [],
    })
  })

  it('leaves samples with a missing value (empty, NA, N/A, NaN, null) out of every group and lists them', () => {
    expect(groupSchemeOf(SAMPLE_INFO, 'human')).toEqual({
      groups: [
        { name: 'nonhuman', samples: ['CL3', 'CC1'] },
        { name: 'human', samples: ['M31Fcsw'] },
      ],
      excluded: ['M11Fcsw', 'M31Tong'],
    })
  })

  it('knows no sample id column and no unknown column', () => {
    expect(groupSchemeOf(SAMPLE_INFO, 'sample')).toBeNull()
    expect(groupSchemeOf(SAMPLE_INFO, 'Depth')).toBeNull()
  })
})

describe('checkComparePairs (spec 03 §5, control/treatment variant)', () => {
  const groups = ['Soil', 'Feces', 'Tongue']
  const pair = (control: string, treatment: string) => ({ control, treatment })

  it('keeps distinct pairs and ignores blank rows', () => {
    expect(checkComparePairs(groups, [pair('Soil', 'Feces'), pair('', ''), pair('Tongue', 'Soil')])).toEqual({
      ok: true,
      pairs: [pair('Soil', 'Feces'), pair('Tongue', 'Soil')],
    })
  })

  it.each([
    ['a scheme of one group', ['Soil'], [pair('Soil', 'Feces')], [{ row: -1, problem: 'tooFewGroups' }]],
    ['no pair at all', groups, [pair('', '')], [{ row: -1, problem: 'empty' }]],
    ['a pair missing its treatment', groups, [pair('Soil', '')], [{ row: 0, problem: 'bothRequired' }]],
    ['a group compared with itself', groups, [pair('Soil', 'Soil')], [{ row: 0, problem: 'sameGroup' }]],
    [
      'the same combination twice, either way round',
      groups,
      [pair('Soil', 'Feces'), pair('Feces', 'Soil')],
      [{ row: 1, problem: 'duplicate' }],
    ],
    ['a group not in the scheme', groups, [pair('Soil', 'Ocean')], [{ row: 0, problem: 'unknownGroup' }]],
  ])('refuses %s', (_, names, rows, problems) => {
    expect(checkComparePairs(names, rows)).toEqual({ ok: false, problems })
  })
})
