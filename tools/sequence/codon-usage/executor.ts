import type { ChartSpec } from '../../../core/charts/chart-spec'
import { cFixed, cRound } from '../../../analysis/sequence/c-format'
import {
  codonCounts,
  codonUsage,
  effectiveNumberOfCodons,
  type CodonUsage,
} from '../../../analysis/sequence/codon-usage'
import { cuspText } from '../../../analysis/sequence/emboss-text'
import type { ToolExecutor } from '../../kit/types'
import { sequenceText } from '../messages'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

/** chips computes Nc in double and prints it as a float to 3 decimals. */
const nc = (value: number) => cFixed(Math.fround(value), 3)

function usageChart(usage: CodonUsage): ChartSpec {
  const title = text.chart()
  return {
    id: 'codon-usage',
    title,
    type: 'bar',
    data: {
      labels: usage.rows.map((row) => `${row.codon} (${row.aminoAcid})`),
      datasets: [
        {
          label: text.fraction(),
          data: usage.rows.map((row) => cRound(row.fraction, 3)),
          backgroundColor: '#4e79a7',
        },
      ],
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: false } },
      scales: {
        x: { title: { display: true, text: text.codon() }, ticks: { autoSkip: false, font: { size: 9 } } },
        y: { title: { display: true, text: text.fraction() }, min: 0, max: 1 },
      },
    },
    width: 1200,
    height: 480,
  }
}

/** EMBOSS cusp (codon usage of all pasted sequences pooled) and chips (Nc pooled and per sequence). */
export const codonUsageExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const counts = codonCounts(records.map((record) => record.sequence))
  const usage = codonUsage(counts)
  const pooled = nc(effectiveNumberOfCodons(counts))
  const each = records.map((record) => ({
    name: record.name,
    nc: nc(effectiveNumberOfCodons(codonCounts([record.sequence]))),
  }))
  return {
    charts: [usageChart(usage)],
    tables: [
      {
        id: 'summary',
        title: text.summary(),
        columns: [sequenceText.statistic(), sequenceText.value()],
        rows: [
          [sequenceText.sequences(), records.length],
          [text.codons(), usage.codons],
          [text.stops(), usage.stops],
          [text.codingGc(), cRound(usage.gc.coding, 2)],
          [text.firstGc(), cRound(usage.gc.first, 2)],
          [text.secondGc(), cRound(usage.gc.second, 2)],
          [text.thirdGc(), cRound(usage.gc.third, 2)],
          [text.nc(), Number(pooled)],
        ],
      },
      {
        id: 'usage',
        title: text.usage(),
        columns: [text.codon(), text.aminoAcid(), text.fraction(), text.perThousand(), text.number()],
        rows: usage.rows.map((row) => [
          row.codon,
          row.aminoAcid,
          cRound(row.fraction, 3),
          cRound(row.perThousand, 3),
          row.count,
        ]),
      },
      {
        id: 'each',
        title: text.each(),
        columns: [sequenceText.name(), sequenceText.length(), text.ncColumn()],
        rows: records.map((record, i) => [record.name, record.sequence.length, Number(each[i].nc)]),
      },
    ],
    files: [
      { name: 'cusp.txt', contentType: 'text/plain', content: cuspText(usage) },
      {
        name: 'chips.txt',
        contentType: 'text/plain',
        content: `# CHIPS codon usage statistics\n\nNc = ${pooled}\n`,
      },
    ],
    notes: [text.note({ sequences: records.length, codons: usage.codons })],
  }
}
