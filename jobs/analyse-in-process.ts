import { CHART_TYPES, type ChartSpec } from '../core/charts/chart-spec'
import { LANGUAGES, type Language } from '../core/language'
import { renderResultTexts, renderText, type TranslateText } from '../core/result-text'
import { translatorFor, type Translations } from '../core/translator'
import { ChartDrawingError, type ToolAnalysis, type ToolAnalyst } from './tool-analysis'
import { runThreadWork } from './thread-work'
import { renderChartPngConcurrently } from './render-chart-png'
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
  return { result, pngs: await drawCharts(result, translations) }
}

/**
 * Each chart drawn once per language, its words (stored as MessageRefs) put in that language first.
 * A chart's PNGs are compressed off this thread while the next chart is drawn; at most two charts'
 * pixels are held at once. A failure is the first failing chart's, as when they were drawn one by one.
 */
async function drawCharts(result: ToolResult, translations: Translations): Promise<Record<Language, Uint8Array>[]> {
  const translators = LANGUAGES.map((language) => [language, translatorFor(language, translations[language])] as const)
  const inEnglish = translatorFor('en', translations.en)
  const drawing: Promise<Record<Language, Uint8Array>>[] = []
  for (const [index, chart] of result.charts.entries()) {
    const pngs = drawChart(chart, translators, inEnglish)
    // Awaited below in order; until then a rejection must not count as unhandled.
    pngs.catch(() => {})
    drawing.push(pngs)
    if (index > 0) await drawing[index - 1]
  }
  const drawn: Record<Language, Uint8Array>[] = []
  for (const pngs of drawing) drawn.push(await pngs)
  return drawn
}

async function drawChart(
  chart: ChartSpec,
  translators: (readonly [Language, TranslateText])[],
  inEnglish: TranslateText,
): Promise<Record<Language, Uint8Array>> {
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
    // Each language's chart is drawn here, in turn; their compressions then run side by side.
    const encoding = translators.map(([, t]) => renderChartPngConcurrently(renderResultTexts(t, chart)))
    const encoded = await Promise.all(encoding)
    const pngs = {} as Record<Language, Uint8Array>
    for (const [index, [language]] of translators.entries()) pngs[language] = encoded[index]
    return pngs
  } catch (error) {
    throw new ChartDrawingError(
      `The chart "${name}" could not be drawn.`,
      { code: 'run.chartNotDrawn', params: { chart: name } },
      { cause: error },
    )
  }
}

/** An analyst that runs the given executors in this thread, without limits (tests, scripts). */
export function inProcessAnalyst(executors: Readonly<Record<string, ToolExecutor>>): ToolAnalyst {
  return {
    hasExecutor: async (scriptClassName) => Object.hasOwn(executors, scriptClassName),
    analyse: ({ scriptClassName, input, translations }) => analyseWith(executors[scriptClassName], input, translations),
    work: (name, input) => runThreadWork(name, input),
  }
}
