import { CHART_TYPES } from '../core/charts/chart-spec'
import { LANGUAGES, type Language } from '../core/language'
import { renderResultTexts, renderText } from '../core/result-text'
import { translatorFor, type Translations } from '../core/translator'
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
export async function analyseWith(
  executor: ToolExecutor,
  input: ToolRunInput,
  translations: Translations,
): Promise<ToolAnalysis> {
  const result = await executor(input)
  return { result, pngs: drawCharts(result, translations) }
}

/** Each chart drawn once per language, its words (stored as MessageRefs) put in that language first. */
function drawCharts(result: ToolResult, translations: Translations): Record<Language, Uint8Array>[] {
  const translators = LANGUAGES.map((language) => [language, translatorFor(language, translations[language])] as const)
  const inEnglish = translatorFor('en', translations.en)
  return result.charts.map((chart) => {
    // The English title names the chart in the log and the error's parameters.
    const name = renderText(inEnglish, chart.title) || chart.id
    // chart.js draws an empty canvas for a type it does not know; that is a drawing failure too.
    if (!(CHART_TYPES as readonly string[]).includes(chart.type)) {
      throw new ChartDrawingError(`The chart "${name}" has the unknown chart type "${chart.type}".`, {
        code: 'run.unknownChartType',
        params: { chart: name, type: chart.type },
      })
    }
    try {
      const pngs = {} as Record<Language, Uint8Array>
      for (const [language, t] of translators) pngs[language] = renderChartPng(renderResultTexts(t, chart))
      return pngs
    } catch (error) {
      throw new ChartDrawingError(
        `The chart "${name}" could not be drawn.`,
        { code: 'run.chartNotDrawn', params: { chart: name } },
        { cause: error },
      )
    }
  })
}

/** An analyst that runs the given executors in this thread, without limits (tests, scripts). */
export function inProcessAnalyst(executors: Readonly<Record<string, ToolExecutor>>): ToolAnalyst {
  return {
    hasExecutor: async (scriptClassName) => Object.hasOwn(executors, scriptClassName),
    analyse: ({ scriptClassName, input, translations }) => analyseWith(executors[scriptClassName], input, translations),
    work: (name, input) => runThreadWork(name, input),
  }
}
