/**
 * Reports written line for line as the EMBOSS 6.6.0 programs write them (the same fields, widths,
 * tabs and printf rounding), so a user can set a download beside EMBOSS's output and the tests can
 * compare whole outputs, not one number.
 */
import { cFixed } from './c-format'
import type { ProteinStatistics } from './protein-properties'

/** `%-{width}s` / `%{width}s`: left or right padding to a minimum width. */
const left = (text: string, width: number) => text.padEnd(width)
const right = (text: string, width: number) => text.padStart(width)

const CLASS_LABELS: Readonly<Record<string, string>> = {
  tiny: 'Tiny\t\t(A+C+G+S+T)\t\t',
  small: 'Small\t\t(A+B+C+D+G+N+P+S+T+V)\t',
  aliphatic: 'Aliphatic\t(A+I+L+V)\t\t',
  aromatic: 'Aromatic\t(F+H+W+Y)\t\t',
  nonPolar: 'Non-polar\t(A+C+F+G+I+L+M+P+V+W+Y)\t',
  polar: 'Polar\t\t(D+E+H+K+N+Q+R+S+T+Z)\t',
  charged: 'Charged\t\t(B+D+E+H+K+R+Z)\t\t',
  basic: 'Basic\t\t(H+K+R)\t\t\t',
  acidic: 'Acidic\t\t(B+D+E+Z)\t\t',
}

/** One sequence's block of a pepstats report. */
export function pepstatsText(name: string, stats: ProteinStatistics): string {
  const lines = [
    `PEPSTATS of ${name} from 1 to ${stats.length}`,
    '',
    `Molecular weight = ${left(cFixed(stats.molecularWeight, 2), 10)}\t\tResidues = ${left(String(stats.length), 6)}`,
    `Average Residue Weight  = ${left(cFixed(stats.averageResidueWeight, 3), 7)} \tCharge   = ${left(cFixed(stats.charge, 1), 6)}`,
    stats.isoelectricPoint === null
      ? 'Isoelectric Point = None\n'
      : `Isoelectric Point = ${left(cFixed(stats.isoelectricPoint, 4), 6)}`,
    `A280 Molar Extinction Coefficients  = ${Math.trunc(stats.extinctionReduced)} (reduced)   ${Math.trunc(stats.extinctionCystines)} (cystine bridges)`,
    `A280 Extinction Coefficients 1mg/ml = ${cFixed(stats.absorbanceReduced, 3)} (reduced)   ${cFixed(stats.absorbanceCystines, 3)} (cystine bridges)`,
    `${stats.insoluble ? 'Imp' : 'P'}robability of expression in inclusion bodies = ${cFixed(stats.inclusionProbability, 3)}`,
    '',
    'Residue\t\tNumber\t\tMole%\t\tDayhoffStat',
    ...stats.composition.map(
      (row) =>
        `${row.letter} = ${row.three}\t\t${row.count}\t\t${left(cFixed(row.molePercent, 3), 7)}\t\t${left(cFixed(row.dayhoff, 3), 7)}\t`,
    ),
    '',
    'Property\tResidues\t\tNumber\t\tMole%',
    ...stats.classes.map((row) => `${CLASS_LABELS[row.id]}${row.count}\t\t${right(cFixed(row.molePercent, 3), 6)}`),
    '',
    '',
  ]
  return lines.join('\n')
}

/** One sequence's block of an iep report. */
export function iepText(
  name: string,
  length: number,
  isoelectricPoint: number | null,
  curve: readonly { pH: number; bound: number; charge: number }[],
): string {
  const lines = [
    `IEP of ${name} from 1 to ${length}`,
    isoelectricPoint === null
      ? 'Isoelectric Point = None\n'
      : `Isoelectric Point = ${left(cFixed(isoelectricPoint, 4), 6)}\n`,
    '   pH     Bound    Charge',
    ...curve.map(
      (point) =>
        `${right(cFixed(point.pH, 2), 6)}   ${right(cFixed(point.bound, 2), 6)}   ${right(cFixed(point.charge, 2), 6)}`,
    ),
    '',
  ]
  return lines.join('\n')
}

/** One sequence's block of a charge report. */
export function chargeText(
  name: string,
  length: number,
  window: number,
  points: readonly { position: number; residue: string; charge: number }[],
): string {
  return [
    `CHARGE of ${name} from 1 to ${length}: window ${window}`,
    '',
    'Position\tResidue\tCharge',
    ...points.map((point) => `${point.position}\t\t${point.residue}\t${cFixed(point.charge, 3)}`),
    '',
  ].join('\n')
}
