import {
  BUNDLED_ENZYMES,
  RESTRICT_DEFAULTS,
  restrictionSites,
  restrictReport,
  restrictReportEnd,
  type RestrictionHit,
  type RestrictOptions,
} from '../../../analysis/sequence/restriction-sites'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { readSequences } from '../shared'
import { text } from './messages'
import { parameters, SEQUENCE_FIELD } from './parameters'

const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f']

/** The ends a hit leaves: blunt, or the overhang's strand and length. */
function ends(hit: RestrictionHit): MessageRef {
  if (hit.cut1 === hit.cut2) return text.blunt()
  return hit.cut1 < hit.cut2
    ? text.overhang5({ bases: hit.cut2 - hit.cut1 })
    : text.overhang3({ bases: hit.cut1 - hit.cut2 })
}

/** Each enzyme's cuts along the sequence, one row per enzyme. */
function mapChart(name: string, length: number, hits: readonly RestrictionHit[]): ChartSpec {
  const enzymes = [...new Set(hits.map((hit) => hit.enzyme))].sort((a, b) => a.localeCompare(b))
  const title = text.mapChart({ name, length })
  return {
    id: 'map',
    title,
    type: 'scatter',
    data: {
      datasets: enzymes.map((enzyme, k) => ({
        label: enzyme,
        data: hits
          .filter((hit) => hit.enzyme === enzyme)
          .flatMap((hit) => [hit.cut1, ...(hit.cut3 ? [hit.cut3] : [])])
          .map((cut) => ({ x: cut, y: enzyme })),
        borderColor: PALETTE[k % PALETTE.length],
        backgroundColor: PALETTE[k % PALETTE.length],
        pointStyle: 'line',
        rotation: 90,
        pointRadius: 7,
        borderWidth: 2,
      })),
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: false } },
      scales: {
        x: { type: 'linear', min: 0, max: length, title: { display: true, text: text.position() } },
        y: { type: 'category', labels: enzymes, offset: true, title: { display: true, text: text.enzyme() } },
      },
    },
    width: 900,
    height: Math.max(260, 60 + 22 * enzymes.length),
  }
}

function fragmentChart(name: string, fragments: readonly { from: number; to: number; length: number }[]): ChartSpec {
  const title = text.fragmentChart({ name })
  return {
    id: 'fragments',
    title,
    type: 'bar',
    data: {
      labels: fragments.map((fragment) => `${fragment.from}–${fragment.to}`),
      datasets: [
        { label: text.length(), data: fragments.map((fragment) => fragment.length), backgroundColor: '#4e79a7' },
      ],
    },
    options: {
      plugins: { title: { display: true, text: title }, legend: { display: false } },
      scales: {
        x: { title: { display: true, text: text.fragment() } },
        y: { beginAtZero: true, title: { display: true, text: text.length() } },
      },
    },
    width: 900,
    height: 420,
  }
}

/** EMBOSS restrict (with -fragments) on each pasted sequence, with the bundled REBASE subset. */
export const restrictionSitesExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const records = readSequences(params.sequence, SEQUENCE_FIELD, 'nucleotide')
  const names = params.enzymes
    .split(',')
    .map((name) => name.replace(/\s+/g, ''))
    .filter((name) => name !== '')
  const all = names.length === 0 || (names.length === 1 && names[0].toLowerCase() === 'all')
  if (!all) {
    const known = new Set(BUNDLED_ENZYMES.map((enzyme) => enzyme.name.toUpperCase()))
    const unknown = names.filter((name) => !known.has(name.toUpperCase()))
    if (unknown.length > 0)
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        text.unknownEnzymes({
          names: unknown.join(', '),
          known: BUNDLED_ENZYMES.filter((enzyme) => enzyme.ncuts > 0)
            .map((enzyme) => enzyme.name)
            .join(', '),
        }),
      )
  }
  if (!params.blunt && !params.sticky) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.neitherEnd())
  if (!params.single && params.minCuts > params.maxCuts)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.cutsOrder({ min: params.minCuts, max: params.maxCuts }),
    )
  const options: RestrictOptions = {
    ...RESTRICT_DEFAULTS,
    enzymes: all ? 'all' : names,
    siteLength: params.siteLength,
    minCuts: params.single ? 1 : params.minCuts,
    maxCuts: params.single ? 1 : params.maxCuts,
    blunt: params.blunt,
    sticky: params.sticky,
    ambiguity: params.ambiguity,
    commercial: params.commercial,
    limit: params.limit,
    alphabetic: params.alphabetic,
    fragments: true,
  }
  const results = records.map((record) => ({ record, result: restrictionSites(record.sequence, options) }))
  const hitCount = results.reduce((sum, entry) => sum + entry.result.hits.length, 0)
  const report =
    '\n' +
    results
      .map((entry) => restrictReport(entry.record.name, entry.record.sequence.length, entry.result, options))
      .join('') +
    restrictReportEnd(
      records.length,
      records.reduce((sum, record) => sum + record.sequence.length, 0),
      results.filter((entry) => entry.result.hits.length > 0).length,
      hitCount,
    )
  const fragmentsOf = (entry: (typeof results)[number]) => {
    const cuts = [0, ...entry.result.cutPositions, entry.record.sequence.length]
    return cuts.slice(1).map((cut, k) => ({ from: cuts[k] + 1, to: cut, length: cut - cuts[k] }))
  }
  const enzymes = new Set(results.flatMap((entry) => entry.result.hits.map((hit) => hit.enzyme)))
  const notes: MessageRef[] = [text.note({ sequences: records.length, hits: hitCount, enzymes: enzymes.size })]
  if (hitCount === 0) notes.push(text.noSites())
  const drawn = results.find((entry) => entry.result.hits.length > 0)
  if (drawn && records.length > 1) notes.push(text.chartsFirst({ name: drawn.record.name }))
  const dot = (value: number) => (value ? value : '')
  return {
    charts: drawn
      ? [
          mapChart(drawn.record.name, drawn.record.sequence.length, drawn.result.hits),
          fragmentChart(drawn.record.name, fragmentsOf(drawn)),
        ]
      : [],
    tables: [
      {
        id: 'sites',
        title: text.sites(),
        columns: [
          text.sequence(),
          text.start(),
          text.end(),
          text.strand(),
          text.enzyme(),
          text.site(),
          text.cut5(),
          text.cut3(),
          text.frag5(),
          text.frag3(),
          text.cut5rev(),
          text.cut3rev(),
          text.ends(),
          text.isoschizomers(),
        ],
        rows: results.flatMap((entry) =>
          entry.result.hits.map((hit) => [
            entry.record.name,
            hit.start,
            hit.end,
            hit.forward ? '+' : '-',
            hit.enzyme,
            hit.site,
            hit.cut1,
            hit.cut2,
            dot(hit.len1),
            dot(hit.len2),
            dot(hit.cut3),
            dot(hit.cut4),
            ends(hit),
            hit.isoschizomers,
          ]),
        ),
      },
      {
        id: 'fragments',
        title: text.fragments(),
        columns: [text.sequence(), text.fragment(), text.from(), text.to(), text.length()],
        rows: results.flatMap((entry) =>
          fragmentsOf(entry).map((fragment, k) => [
            entry.record.name,
            k + 1,
            fragment.from,
            fragment.to,
            fragment.length,
          ]),
        ),
      },
    ],
    files: [{ name: 'restrict.txt', contentType: 'text/plain', content: report }],
    notes,
  }
}
