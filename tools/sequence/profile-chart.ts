/** A line chart of one or more numeric profiles (charge against pH, hydropathy along a sequence), as the EMBOSS plots draw them. */
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { ResultText } from '../../core/result-text'

const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7']

/** More lines than this in one chart cannot be told apart; the tools say which ones are drawn. */
export const MAX_PROFILES = 8

export interface Profile {
  readonly label: string
  readonly points: readonly { x: number; y: number }[]
}

export function profileChart(settings: {
  id: string
  title: ResultText
  xTitle: ResultText
  yTitle: ResultText
  profiles: readonly Profile[]
  /** Horizontal reference lines (a threshold), drawn dashed. */
  references?: readonly { label: ResultText; y: number }[]
  xMin?: number
  xMax?: number
}): ChartSpec {
  const shown = settings.profiles.slice(0, MAX_PROFILES)
  const xs = shown.flatMap((profile) => profile.points.map((point) => point.x))
  const xMin = settings.xMin ?? Math.min(...xs)
  const xMax = settings.xMax ?? Math.max(...xs)
  return {
    id: settings.id,
    title: settings.title,
    type: 'scatter',
    data: {
      datasets: [
        ...shown.map((profile, i) => ({
          label: profile.label,
          data: profile.points.map((point) => ({ x: point.x, y: point.y })),
          showLine: true,
          borderColor: PALETTE[i % PALETTE.length],
          backgroundColor: PALETTE[i % PALETTE.length],
          borderWidth: 1.5,
          pointRadius: 0,
          fill: false,
        })),
        ...(settings.references ?? []).map((reference) => ({
          label: reference.label,
          data: [
            { x: xMin, y: reference.y },
            { x: xMax, y: reference.y },
          ],
          showLine: true,
          borderColor: '#888888',
          backgroundColor: '#888888',
          borderDash: [6, 4],
          borderWidth: 1,
          pointRadius: 0,
          fill: false,
        })),
      ],
    },
    options: {
      plugins: {
        title: { display: true, text: settings.title },
        legend: { display: shown.length > 1 || (settings.references ?? []).length > 0 },
      },
      scales: {
        x: { type: 'linear', min: xMin, max: xMax, title: { display: true, text: settings.xTitle } },
        y: { title: { display: true, text: settings.yTitle } },
      },
    },
    width: 900,
    height: 480,
  }
}
