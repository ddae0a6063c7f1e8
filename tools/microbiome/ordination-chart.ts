import type { ChartSpec } from '../../core/charts/chart-spec'
import { paletteColour, plainTitleOptions, TABLEAU_20, withAlpha } from '../kit/chart-style'
import type { ResultText } from '../../core/result-text'
import { microbiomeText } from './messages'
import type { SampleGrouping } from './shared'

/** Beyond this many samples their names would cover the points, so they are left off. */
const MOST_LABELLED_SAMPLES = 60

/** Samples without a group are drawn in grey, apart from every group's palette colour. */
const UNGROUPED_COLOUR = '#9e9e9e'

/**
 * A scatter of samples on two ordination axes, one colour per group, sample names beside the
 * points (annotation labels, so the PNG shows them too).
 */
export function ordinationScatter(options: {
  id: string
  title: ResultText
  subtitle?: ResultText
  sampleIds: readonly string[]
  /** Per sample: [x, y]. */
  points: readonly (readonly [number, number])[]
  grouping: SampleGrouping | null
  axisTitles: [ResultText, ResultText]
  showLabels: boolean
}): ChartSpec {
  const { grouping, sampleIds, points } = options
  const groups: readonly ResultText[] = grouping ? grouping.groups : [microbiomeText.samples()]
  const datasets = groups.map((group, g) => ({
    label: group,
    data: sampleIds.flatMap((_, s) =>
      !grouping || grouping.grouping[s] === group ? [{ x: points[s][0], y: points[s][1] }] : [],
    ),
    backgroundColor: withAlpha(paletteColour(g, TABLEAU_20), 0.8),
    borderColor: paletteColour(g, TABLEAU_20),
    pointRadius: 6,
    pointHoverRadius: 8,
  }))
  if (grouping && grouping.ungroupedSampleIds.length > 0) {
    const ungrouped = new Set(grouping.ungroupedSampleIds)
    datasets.push({
      label: microbiomeText.noGroup(),
      data: sampleIds.flatMap((sampleId, s) => (ungrouped.has(sampleId) ? [{ x: points[s][0], y: points[s][1] }] : [])),
      backgroundColor: withAlpha(UNGROUPED_COLOUR, 0.8),
      borderColor: UNGROUPED_COLOUR,
      pointRadius: 6,
      pointHoverRadius: 8,
    })
  }
  const labelled = options.showLabels && sampleIds.length <= MOST_LABELLED_SAMPLES
  const annotations = labelled
    ? Object.fromEntries(
        sampleIds.map((sampleId, s) => [
          `sample-${s}`,
          {
            type: 'label',
            xValue: points[s][0],
            yValue: points[s][1],
            yAdjust: -12,
            content: sampleId,
            font: { size: 9 },
            color: '#444444',
          },
        ]),
      )
    : {}
  return {
    id: options.id,
    title: options.title,
    type: 'scatter',
    data: { datasets },
    options: {
      plugins: {
        ...plainTitleOptions(options.title, options.subtitle),
        legend: { position: 'right', display: grouping !== null },
        annotation: { annotations },
      },
      scales: {
        x: { title: { display: true, text: options.axisTitles[0] }, grace: '5%' },
        y: { title: { display: true, text: options.axisTitles[1] }, grace: '5%' },
      },
    },
    width: 900,
    height: 650,
  }
}
