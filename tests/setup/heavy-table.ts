/**
 * A numeric matrix heavy enough to keep the clustered heatmap busy for seconds (its row clustering
 * grows with the square of the rows): `rows` genes × `columns` samples of deterministic values
 * (a linear congruential generator), tab-separated with a header, as the tool reads it.
 */
export function heavyHeatmapTable(rows: number, columns: number): Uint8Array {
  let state = 20260401
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const lines = [['gene', ...Array.from({ length: columns }, (_, j) => `sample${j + 1}`)].join('\t')]
  for (let i = 0; i < rows; i++)
    lines.push([`gene${i + 1}`, ...Array.from({ length: columns }, () => (10 * next()).toFixed(3))].join('\t'))
  return new TextEncoder().encode(lines.join('\n') + '\n')
}
