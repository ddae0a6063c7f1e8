import { describe, expect, it } from 'vitest'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import type { ToolRunInput } from '../../kit/types'
import { groupsReference, type IntersectionReference } from '../groups-test-support'
import { sharedFeaturesExecutor } from './executor'
import { column, tableById } from '../test-support'

/** The result as an English reader sees it. */
const runInEnglish = async (input: ToolRunInput) => rendered(await sharedFeaturesExecutor(input))

const asSizes = (expected: IntersectionReference) =>
  Object.fromEntries(expected.patterns.map((pattern, k) => [pattern, expected.sizes[k]]))

describe('shared features (demo: 2,000 Global Patterns OTUs by SampleType)', () => {
  it('finds every intersection R counts, largest first, and draws only the UpSet plot for 9 groups', async () => {
    const result = await runInEnglish(demoInput('SharedFeatures'))
    const table = tableById(result.tables, 'shared-features-intersections')
    const expected = groupsReference.shared.sampleType
    const sizes = column(table, 'Features') as number[]
    expect(Object.fromEntries(column(table, 'Groups').map((groups, k) => [groups, sizes[k]]))).toEqual(
      asSizes(expected),
    )
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(result.charts.map((chart) => chart.id)).toEqual(['upset-intersections'])
    const bars = result.charts[0].data.datasets as { data: { y: number }[] }[]
    expect(bars[0].data.map((point) => point.y)).toEqual(sizes.slice(0, 20))
    const groupTable = tableById(result.tables, 'shared-features-groups')
    expect(column(groupTable, 'Group')).toEqual(expected.groups)
    expect(column(groupTable, 'Features present')).toEqual(expected.setSizes)
    expect(result.notes[0]).toBe(
      'Of 2000 OTU/ASV, 2000 are present in at least one group of "SampleType" (count summed over the group\'s samples ≥ 1 and > 0) and 675 in all 9 groups; they form 217 non-empty intersections.',
    )
    expect(result.notes).toContain(
      'A Venn diagram cannot show 9 groups legibly (at most 5); only the UpSet plot is drawn.',
    )
  })

  it('lists every feature with its intersection in the download', async () => {
    const result = await runInEnglish(demoInput('SharedFeatures'))
    const [file] = result.files
    expect(file.name).toBe('shared-features.tsv')
    const lines = String(file.content).trimEnd().split('\n')
    expect(lines).toHaveLength(2001)
    const perIntersection = new Map<string, number>()
    for (const line of lines.slice(1)) {
      const groups = line.split('\t')[2]
      perIntersection.set(groups, (perIntersection.get(groups) ?? 0) + 1)
    }
    expect(Object.fromEntries(perIntersection)).toEqual(asSizes(groupsReference.shared.sampleType))
  })

  it('draws a Venn diagram for 2 groups with the three regions R counts', async () => {
    const result = await runInEnglish(demoInput('SharedFeatures', { params: { group_column: 'human' } }))
    const venn = result.charts[0]
    expect(venn.type).toBe('venn')
    const regions = (venn.data.datasets as { data: { label: string; value: number }[] }[])[0].data
    expect(Object.fromEntries(regions.map((region) => [region.label, region.value]))).toEqual(
      asSizes(groupsReference.shared.human),
    )
  })

  it('compares genera with a minimum count as R does, and names the samples without a group', async () => {
    const metadata = demoText('SharedFeatures', 'metadata.tsv').replace(/\tMock\t/g, '\tNA\t')
    const result = await runInEnglish(
      demoInput('SharedFeatures', {
        params: { level: 'Genus', min_count: 100 },
        files: { metadata },
      }),
    )
    const table = tableById(result.tables, 'shared-features-intersections')
    const sizes = column(table, 'Features') as number[]
    const expected = groupsReference.shared.genusSampleTypeMin100
    // R's reference keeps Mock as a group; without it, its features move to the intersection without Mock.
    const withoutMock = new Map<string, number>()
    expected.patterns.forEach((pattern, k) => {
      const kept = pattern
        .split(' ∩ ')
        .filter((group) => group !== 'Mock')
        .join(' ∩ ')
      if (kept !== '') withoutMock.set(kept, (withoutMock.get(kept) ?? 0) + expected.sizes[k])
    })
    expect(Object.fromEntries(column(table, 'Groups').map((groups, k) => [groups, sizes[k]]))).toEqual(
      Object.fromEntries(withoutMock),
    )
    expect(result.notes.at(-1)).toBe(
      '3 sample(s) without a group in column "SampleType" (empty, NA, N/A, NaN or null) belong to no group: Even1, Even2, Even3.',
    )
  })

  it('needs two groups (1004) and taxonomy for a rank (1002)', async () => {
    const oneGroup = demoText('SharedFeatures', 'metadata.tsv').replace(/\tnonhuman$/gm, '\thuman')
    const failure = await runFailure(() =>
      sharedFeaturesExecutor(
        demoInput('SharedFeatures', { params: { group_column: 'human' }, files: { metadata: oneGroup } }),
      ),
    )
    expect(failure).toEqual({
      code: '1004',
      text: 'Comparing features between groups needs at least 2 groups; column "human" has 1.',
    })
    const withoutTaxonomy = demoText('AlphaDiversity', 'otu_table.tsv')
    const genus = await runFailure(() =>
      sharedFeaturesExecutor(
        demoInput('SharedFeatures', { params: { level: 'Genus' }, files: { table: withoutTaxonomy } }),
      ),
    )
    expect(genus).toMatchObject({ code: '1002', text: expect.stringContaining('needs taxonomy') })
  })
})
