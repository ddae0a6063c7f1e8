import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { expectRelativelyClose, type RNumber } from '../stats/test-support'

const run = promisify(execFile)
const MARIONI = '../shared/data/rnaseq-marioni/'
const reference = JSON.parse(readFileSync('tests/fixtures/analysis/expression/deseq2/reference.json', 'utf8')) as {
  marioniBlocked: Record<'sizeFactors' | 'baseMean' | 'log2FoldChange' | 'stat' | 'pvalue' | 'padj', RNumber[]>
}

/** Runs the CLI as `npm run -s analysis` does (tsx). */
async function analysis(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['analysis/cli.ts', ...args], { maxBuffer: 1 << 26 })
    return { stdout, stderr, code: 0 }
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number }
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code }
  }
}

const MARIONI_DESIGN = [
  '--counts',
  `${MARIONI}marioni.counts.tsv`,
  '--samples',
  `${MARIONI}marioni.samples.tsv`,
  '--column',
  'tissue',
]

describe('npm run -s analysis -- de', () => {
  it("prints DESeq2's results table for ~ sequencing_run + tissue and writes the size factors", async () => {
    const factors = join(mkdtempSync(join(tmpdir(), 'de-')), 'factors.tsv')
    const { stdout, code } = await analysis([
      'de',
      '--method',
      'deseq2',
      ...MARIONI_DESIGN,
      '--reference',
      'Kidney',
      '--block',
      'sequencing_run',
      '--factors',
      factors,
    ])
    expect(code).toBe(0)
    const [header, ...rows] = stdout.trimEnd().split('\n')
    expect(header).toBe('gene\tbase_mean\tlog2_fold_change\tstatistic\tp_value\tp_adjusted')
    const genes = readFileSync(`${MARIONI}marioni.counts.tsv`, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0])
    expect(rows.map((row) => row.split('\t')[0])).toEqual(genes)
    const expected = reference.marioniBlocked
    const columns = [expected.baseMean, expected.log2FoldChange, expected.stat, expected.pvalue, expected.padj]
    rows.forEach((row, g) => {
      const cells = row.split('\t').slice(1)
      columns.forEach((column, c) => {
        if (column[g] === null) expect(cells[c]).toBe('NA')
        else expectRelativelyClose(Number(cells[c]), column[g], 1e-6)
      })
    })
    expect(rows.some((row) => row.endsWith('\tNA'))).toBe(true)
    const [factorHeader, ...factorRows] = readFileSync(factors, 'utf8').trimEnd().split('\n')
    expect(factorHeader).toBe('sample\tfactor')
    factorRows.forEach((row, s) => expectRelativelyClose(Number(row.split('\t')[1]), expected.sizeFactors[s], 1e-9))
  })

  it('answers a usage error for an unknown level, method or missing treatment', async () => {
    const unknownLevel = await analysis(['de', '--method', 'deseq2', ...MARIONI_DESIGN, '--reference', 'Heart'])
    expect(unknownLevel.code).toBe(1)
    expect(unknownLevel.stderr).toContain('"Heart"')
    const unknownMethod = await analysis(['de', '--method', 'limma', ...MARIONI_DESIGN, '--reference', 'Kidney'])
    expect(unknownMethod.code).toBe(2)
    expect(unknownMethod.stderr).toContain('deseq2, edger-exact, edger-qlf')
  })
})
