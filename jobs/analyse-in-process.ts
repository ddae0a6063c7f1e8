import { CHART_TYPES } from '../core/charts/chart-spec'
import { ChartDrawingError, type ToolAnalysis, type ToolAnalyst } from './tool-analysis'
import { runThreadWork } from './thread-work'
import { renderChartPng } from './render-chart-png'
import type { ToolExecutor, ToolResult, ToolRunInput } from '../tools/kit/types'

/**
 * Runs an executor and draws its charts in the calling thread. The executor threads of a worker
 * process call it for every task (`executor-thread.ts`); tests call it through `inProcessAnalyst`
 * with executors of their own. Importing this module loads chart.js and the canvas (and the
 * browser shims chart.js needs), so the web process must never import it.
 */
export async function analyseWith(executor: ToolExecutor, input: ToolRunInput): Promise<ToolAnalysis> {
  const result = await executor(input)
  return { result, pngs: drawCharts(result) }
}

function drawCharts(result: ToolResult): Uint8Array[] {
  return result.charts.map((chart) => {
    // chart.js draws an empty canvas for a type it does not know; that is a drawing failure too.
    if (!(CHART_TYPES as readonly string[]).includes(chart.type)) {
      throw new ChartDrawingError(`The chart "${chart.title}" has the unknown chart type "${chart.type}".`, {
        code: 'run.unknownChartType',
        params: { chart: chart.title, type: chart.type },
      })
    }
    try {
      return renderChartPng(chart)
    } catch (error) {
      throw new ChartDrawingError(
        `The chart "${chart.title}" could not be drawn.`,
        { code: 'run.chartNotDrawn', params: { chart: chart.title } },
        { cause: error },
      )
    }
  })
}

/** An analyst that runs the given executors in this thread, without limits (tests, scripts). */
export function inProcessAnalyst(executors: Readonly<Record<string, ToolExecutor>>): ToolAnalyst {
  return {
    hasExecutor: async (scriptClassName) => Object.hasOwn(executors, scriptClassName),
    analyse: ({ scriptClassName, input }) => analyseWith(executors[scriptClassName], input),
    work: (name, input) => runThreadWork(name, input),
  }
}
