/**
 * Chart specs are JSON, so an option that chart.js resolves per data item only through a callback
 * (the sankey's colorFrom/colorTo, the treemap's backgroundColor) cannot be written in them. A
 * dataset may instead carry `perItem: { option: [value for item 0, value for item 1, …] }`; this
 * plugin turns each list into the callback chart.js expects before the chart is laid out, in the
 * browser and in the server's PNG renderer alike (both register it in registerChartTypes).
 */
interface ItemContext {
  dataIndex: number
  type?: string
  raw?: unknown
}

export const perItemOptionsPlugin = {
  id: 'perItemOptions',
  beforeUpdate(chart: { data: { datasets: Record<string, unknown>[] } }) {
    for (const dataset of chart.data.datasets) {
      const perItem = dataset.perItem as Record<string, unknown[]> | undefined
      if (!perItem) continue
      for (const [option, values] of Object.entries(perItem))
        dataset[option] = (context: ItemContext) => values[context.dataIndex]
    }
  },
}
