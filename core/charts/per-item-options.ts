/**
 * Chart specs are JSON, so an option that chart.js resolves per data item only through a callback
 * (the sankey's colorFrom/colorTo, the treemap's backgroundColor) cannot be written in them. A
 * dataset may instead carry `perItem: { option: [value for item 0, value for item 1, …] }`; this
 * plugin turns each list into the callback chart.js expects before the chart is laid out, in the
 * browser and in the server's PNG renderer alike (both register it in registerChartTypes).
 *
 * A treemap's rectangles are laid out by the plugin, so their order is not known in advance; a
 * treemap dataset may carry `perTopGroup: { option: { topGroupName: [value at level 0, level 1, …] } }`
 * instead: each rectangle takes the value of the top-level group its path starts with, at its depth.
 */
interface ItemContext {
  dataIndex: number
  type?: string
  raw?: { l?: number; _data?: { path?: string } }
}

/** The value for a treemap rectangle: of the longest top-group name its path starts with, at its level. */
function topGroupValue(byName: Record<string, unknown[]>, context: ItemContext): unknown {
  const path = context.raw?._data?.path ?? ''
  let best: string | null = null
  for (const name of Object.keys(byName))
    if ((path === name || path.startsWith(`${name}.`)) && (best === null || name.length > best.length)) best = name
  if (best === null) return undefined
  const values = byName[best]
  return values[Math.min(context.raw?.l ?? 0, values.length - 1)]
}

export const perItemOptionsPlugin = {
  id: 'perItemOptions',
  beforeUpdate(chart: { data: { datasets: Record<string, unknown>[] } }) {
    for (const dataset of chart.data.datasets) {
      const perItem = dataset.perItem as Record<string, unknown[]> | undefined
      for (const [option, values] of Object.entries(perItem ?? {}))
        dataset[option] = (context: ItemContext) => values[context.dataIndex]
      const perTopGroup = dataset.perTopGroup as Record<string, Record<string, unknown[]>> | undefined
      for (const [option, byName] of Object.entries(perTopGroup ?? {}))
        dataset[option] = (context: ItemContext) => topGroupValue(byName, context)
    }
  },
}
