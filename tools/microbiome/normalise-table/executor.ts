import { sampleRow, sampleTotals } from '../../../analysis/feature-table'
import { writeFeatureTableTsv } from '../../../analysis/io/feature-table/delimited-text'
import { cell } from '../../kit/chart-style'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { microbiomeText } from '../messages'
import { normalisedForRun } from '../normalisation'
import { readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Features shown in the result page's preview; the download holds them all. */
const PREVIEW_FEATURES = 20

/**
 * Normalises a feature table by CSS, total-sum scaling, rarefying or CLR (analysis/normalisation.ts)
 * and returns it as a download in the amplicon layout (taxonomy kept), with each sample's totals.
 */
export const normaliseFeatureTableExecutor: ToolExecutor = async (input) => {
  const { method, depth, pseudocount } = parameters.parse(input)
  const table = await readTableInput(input)
  const normalised = normalisedForRun(table, method, { seed: input.seed, pseudocount, depth })
  const result = normalised.table
  const before = sampleTotals(table)
  const beforeOf = new Map(table.sampleIds.map((id, s) => [id, before[s]]))
  const after = sampleTotals(result)
  const samplesTable: ResultTable = {
    id: 'samples',
    title: text.samplesTitle(),
    columns: [
      microbiomeText.sample(),
      text.readsBefore(),
      text.sumAfter(),
      ...(normalised.cssFactors ? [text.cssFactor()] : []),
    ],
    rows: result.sampleIds.map((id, s) => [
      id,
      cell(beforeOf.get(id) ?? 0),
      cell(after[s]),
      ...(normalised.cssFactors ? [cell(normalised.cssFactors[s])] : []),
    ]),
  }
  const shown = Math.min(PREVIEW_FEATURES, result.featureIds.length)
  const previewTable: ResultTable = {
    id: 'normalised-preview',
    title: text.previewTitle({ rows: shown }),
    columns: [text.feature(), ...result.sampleIds],
    rows: Array.from({ length: shown }, (_, f) => [
      result.featureIds[f],
      ...result.sampleIds.map((_, s) => cell(sampleRow(result, s)[f])),
    ]),
  }
  const baseName = (input.files.table?.fileName ?? 'table').replace(/\.[^.]*$/, '')
  const fileName = `${baseName}.${method}.tsv`
  return {
    charts: [],
    tables: [samplesTable, previewTable],
    files: [{ name: fileName, contentType: 'text/tab-separated-values', content: writeFeatureTableTsv(result) }],
    notes: [
      text.summary({ samples: result.sampleIds.length, features: result.featureIds.length, file: fileName }),
      ...normalised.notes,
    ],
  }
}
