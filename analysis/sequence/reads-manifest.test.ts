import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { readReadsManifest, readsSamplesOfFileNames } from './reads-manifest'

const ATACAMA = path.resolve(__dirname, '../../tests/fixtures/reads/atacama-paired')
const bytes = (text: string) => new TextEncoder().encode(text)

function problemOf(run: () => unknown): { code: string; params: unknown; line?: number } {
  try {
    run()
  } catch (error) {
    if (error instanceof AnalysisInputError)
      return { code: error.code, params: error.params, line: error.location.line }
    throw error
  }
  throw new Error('no problem reported')
}

describe('the samples of raw reads', () => {
  it('reads the QIIME 2 manifest of the Atacama reads: 10 paired samples in its order', () => {
    const samples = readReadsManifest(readFileSync(path.join(ATACAMA, 'MANIFEST')), 'MANIFEST')
    expect(samples).toHaveLength(10)
    expect(samples[0]).toEqual({
      sampleId: 'BAQ3473.2',
      files: ['BAQ3473.2_2_L001_R1_001.fastq.gz', 'BAQ3473.2_2_L001_R2_001.fastq.gz'],
    })
  })

  it('pairs a folder of Casava-named files the way QIIME 2 names their samples', () => {
    const fromNames = readsSamplesOfFileNames(readdirSync(ATACAMA))
    const fromManifest = readReadsManifest(readFileSync(path.join(ATACAMA, 'MANIFEST')), 'MANIFEST')
    const byId = (samples: typeof fromNames) => [...samples].sort((a, b) => a.sampleId.localeCompare(b.sampleId))
    expect(byId(fromNames)).toEqual(byId(fromManifest))
  })

  it('pairs hand-made names and keeps a file without a read suffix single-ended', () => {
    expect(readsSamplesOfFileNames(['x/soil_R2.fq.gz', 'soil_R1.fq.gz', 'gut.fastq', 'notes.txt'])).toEqual([
      { sampleId: 'gut', files: ['gut.fastq'] },
      { sampleId: 'soil', files: ['soil_R1.fq.gz', 'soil_R2.fq.gz'] },
    ])
  })

  it('reads the tab-separated manifest with forward and reverse columns, by base name', () => {
    const manifest =
      '# made by hand\nsample-id\tforward-absolute-filepath\treverse-absolute-filepath\n' +
      'S1\t$PWD/reads/S1_1.fq.gz\t$PWD/reads/S1_2.fq.gz\n'
    expect(readReadsManifest(bytes(manifest), 'manifest.tsv')).toEqual([
      { sampleId: 'S1', files: ['S1_1.fq.gz', 'S1_2.fq.gz'] },
    ])
  })

  it('names the line of a manifest it cannot use', () => {
    const csv = (lines: string) => bytes(`sample-id,filename,direction\n${lines}`)
    expect(problemOf(() => readReadsManifest(csv('S1,a.fq,sideways\n'), 'm.csv'))).toEqual({
      code: 'readsManifest.unknownDirection',
      params: { value: 'sideways' },
      line: 2,
    })
    expect(problemOf(() => readReadsManifest(csv('S1,a.fq,forward\nS1,b.fq,forward\n'), 'm.csv'))).toEqual({
      code: 'readsManifest.duplicateFile',
      params: { sample: 'S1', direction: 'forward' },
      line: 3,
    })
    expect(problemOf(() => readReadsManifest(csv('S1,b.fq,reverse\n'), 'm.csv')).code).toBe(
      'readsManifest.noForwardFile',
    )
    expect(problemOf(() => readsSamplesOfFileNames(['a.txt'])).code).toBe('readsManifest.noFastqFiles')
  })
})
