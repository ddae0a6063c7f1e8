/** Test support for the differential expression executors: the demo counts and what every result must hold. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { DifferentialExpressionResult } from '../../analysis/expression/differential-expression'
import { DE_RESULT_COLUMNS, deResultRows } from '../../analysis/expression/result-table'
import { readFeatureTable } from '../../analysis/io/feature-table/read'
import type { Rendered } from '../../core/result-text'
import type { ToolResult } from '../kit/types'

const DEMO = new URL('./deseq2/demo/', import.meta.url)

export function marioniCounts() {
  return readFeatureTable(readFileSync(new URL('marioni.counts.tsv', DEMO)), { fileName: 'marioni.counts.tsv' })
}

/** The demo sample sheet's tissue of each sample. */
export const TISSUE_OF: Record<string, string> = Object.fromEntries(
  readFileSync(new URL('marioni.samples.tsv', DEMO), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t').slice(0, 2)),
)

/**
 * The result holds the method's values gene by gene in the CLI's columns and file, calls as many
 * genes significant as the method, and draws the volcano, MA, sample PCA and both heatmaps.
 */
export function expectExpressionResult(
  result: Rendered<ToolResult>,
  expected: DifferentialExpressionResult,
  { alpha }: { alpha: number },
): void {
  const [table] = result.tables
  expect(table.columns).toEqual([...DE_RESULT_COLUMNS])
  const rows = deResultRows(expected)
  expect(table.rows).toHaveLength(expected.geneIds.length)
  expect(table.rows.map((row) => row.map(String))).toEqual(rows)
  const file = result.files.find((candidate) => candidate.name === 'differential_expression.tsv')!
  expect(String(file.content).split('\n')[0]).toBe(DE_RESULT_COLUMNS.join('\t'))
  expect(String(file.content).trim().split('\n')).toHaveLength(expected.geneIds.length + 1)

  const significant = Array.from(expected.pAdjusted).filter((p) => p < alpha).length
  expect(result.notes[0]).toContain(`: ${significant} with adjusted p < ${alpha}`)
  expect(significant).toBeGreaterThan(100)
  expect(result.charts.map((chart) => chart.id)).toEqual([
    'volcano',
    'ma-plot',
    'sample-pca',
    'sample-distances',
    'top-genes',
  ])
  const pca = result.charts[2].data as { datasets: { label: string; data: unknown[] }[] }
  expect(pca.datasets.map((dataset) => [dataset.label, dataset.data.length])).toEqual([
    ['Kidney', 5],
    ['Liver', 5],
  ])
}
