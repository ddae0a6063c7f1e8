import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, fileText, fixture, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 cusp and chips for the same ORFs
 * (tests/fixtures/analysis/sequence/emboss/, written by generate-codons.sh).
 */
const emboss = (name: string) => readFileSync(fixture(`emboss/${name}`), 'utf8')

describe('CodonUsage', () => {
  it('demo: cusp’s usage file line for line, chips’s Nc 50.990 pooled and each ORF’s', async () => {
    const result = await run('CodonUsage')
    expect(fileText(result, 'cusp.txt')).toBe(emboss('orfs.cusp'))
    expect(fileText(result, 'chips.txt')).toBe(emboss('orfs.chips'))
    expect(Object.fromEntries(table(result, 'summary').rows)).toMatchObject({
      'Effective number of codons, Nc (pooled)': 50.99,
    })
    const chipsEach = emboss('orfs-each.chips')
      .trim()
      .split('\n')
      .map((line) => {
        const [name, value] = line.split(/\s+Nc = /)
        return [name, Number(value)]
      })
    expect(table(result, 'each').rows.map((row) => [row[0], row[2]])).toEqual(chipsEach)
    expectChartsRender(result)
  })
})
