import { readFileSync } from 'node:fs'
import path from 'node:path'
import { toolDemoFolder } from '../index'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../analysis/errors'
import { parseSequences } from '../../analysis/sequence/fasta'
import {
  alignmentSection,
  embossFasta,
  parseFuzznucReport,
  readEmbossOutput,
} from '../../analysis/sequence/test-support'
import { renderChartPng } from '../../jobs/render-chart-png'
import type { Rendered } from '../../core/result-text'
import { rendered, runFailure } from '../kit/test-support'
import type { ResultTable, ToolResult, ToolRunInput } from '../kit/types'
import { sequenceToolFolders } from './index'
import { SEQUENCE_TEXT_LIMITS } from '../../core/tool-limits'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

const sequenceTools = sequenceToolFolders.map((folder) => folder.definition)

function folder(scriptClassName: string) {
  const found = sequenceToolFolders.find((candidate) => candidate.definition.scriptClassName === scriptClassName)
  if (!found) throw new Error(`no sequence tool ${scriptClassName}`)
  return found
}

function tool(scriptClassName: string) {
  return folder(scriptClassName).definition
}

type ShownResult = Rendered<ToolResult>

/** What the run job hands the executor for the tool's demo, with some parameters or files replaced. */
function demoInput(
  scriptClassName: string,
  options: {
    params?: Record<string, unknown>
    files?: Record<string, { fileName: string; bytes: Uint8Array }>
    language?: 'zh' | 'en'
  } = {},
): ToolRunInput {
  const definition = tool(scriptClassName)
  const demoFiles = Object.fromEntries(
    Object.entries(definition.demo.files).map(([key, fileName]) => [
      key,
      { key, fileName, bytes: new Uint8Array(readFileSync(path.join(toolDemoFolder(scriptClassName), fileName))) },
    ]),
  )
  const replaced = Object.fromEntries(Object.entries(options.files ?? {}).map(([key, file]) => [key, { key, ...file }]))
  return {
    params: { ...definition.demo.params, ...options.params },
    files: { ...demoFiles, ...replaced },
    delimiter: 1,
    language: options.language ?? 'en',
    seed: 1,
  }
}

async function run(scriptClassName: string, options?: Parameters<typeof demoInput>[1]): Promise<ShownResult> {
  return rendered(await folder(scriptClassName).executor(demoInput(scriptClassName, options)))
}

/** The code and the English words of the error a run ends with. */
async function failure(
  scriptClassName: string,
  options?: Parameters<typeof demoInput>[1],
): Promise<{ code: string; message: string }> {
  const { code, text } = await runFailure(() => folder(scriptClassName).executor(demoInput(scriptClassName, options)))
  return { code, message: text }
}

/** A problem in the data is the library's (1002 when the job records it), named by code and located in the field or file. */
async function inputProblem(
  scriptClassName: string,
  options?: Parameters<typeof demoInput>[1],
): Promise<Pick<AnalysisInputError, 'code' | 'params' | 'location'>> {
  try {
    await run(scriptClassName, options)
  } catch (error) {
    if (error instanceof AnalysisInputError) return { code: error.code, params: error.params, location: error.location }
    throw error
  }
  throw new Error('expected the run to fail')
}

function table(result: ShownResult, id: string): Rendered<ResultTable> {
  const found = result.tables.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no table ${id}`)
  return found
}

function fileText(result: ShownResult, name: string): string {
  const file = result.files.find((candidate) => candidate.name === name)
  if (!file) throw new Error(`no file ${name}`)
  return typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content as Uint8Array)
}

function expectChartsRender(result: ShownResult) {
  for (const chart of result.charts)
    expect([...renderChartPng(chart, 1).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
}

const fixture = (name: string) => new URL(`../../tests/fixtures/analysis/sequence/${name}`, import.meta.url)

describe('the sequence tools', () => {
  it('are the 7 predefined tools, in catalogue order', () => {
    expect(sequenceTools.map((definition) => definition.scriptClassName)).toEqual([
      'ReverseComplement',
      'SixFrameTranslation',
      'SequenceStatistics',
      'FastqToFasta',
      'PairwiseAlignment',
      'FuzzyMotifSearch',
      'OrfFinder',
    ])
  })

  it.each(sequenceTools)(
    '$scriptClassName: a manual of at least four paragraphs and the spec’s text limits',
    (definition) => {
      expect(definition.manual.split('\n\n').length).toBeGreaterThanOrEqual(4)
      const limits = Object.values(SEQUENCE_TEXT_LIMITS) as number[]
      for (const field of definition.form.filter(
        (candidate) => candidate.type === 'textarea' || candidate.type === 'text',
      ))
        expect(limits).toContain(field.maxLength)
    },
  )

  it('give the limits of spec 01 §5/§9 to the right fields', () => {
    const limitOf = (scriptClassName: string, key: string) =>
      tool(scriptClassName).form.find((field) => field.key === key)?.maxLength
    expect(
      ['ReverseComplement', 'SixFrameTranslation', 'SequenceStatistics'].map((name) => limitOf(name, 'sequence')),
    ).toEqual([500_000, 500_000, 500_000])
    expect(limitOf('FastqToFasta', 'fastq')).toBe(200_000)
    expect(limitOf('OrfFinder', 'sequence')).toBe(100_000)
    expect([
      limitOf('PairwiseAlignment', 'sequence_a'),
      limitOf('PairwiseAlignment', 'sequence_b'),
      limitOf('FuzzyMotifSearch', 'sequence'),
    ]).toEqual([2_000, 2_000, 2_000])
    expect(limitOf('FuzzyMotifSearch', 'pattern')).toBe(30)
  })
})

describe('ReverseComplement', () => {
  it('demo: the FASTA download holds the sequences EMBOSS revseq writes', async () => {
    const result = await run('ReverseComplement')
    const written = parseSequences(fileText(result, 'reverse-complement.fasta'), { alphabet: 'nucleotide' })
    expect(written.map((record) => [record.name, record.sequence])).toEqual(
      embossFasta('nucleotides.revseq.fasta').map((record) => [record.name, record.sequence]),
    )
    expect(table(result, 'sequences').rows.map((row) => row.slice(0, 2))).toEqual([
      ['X13776', 2167],
      ['X65921', 2016],
      ['X65923', 518],
    ])
  })

  it('complement only gives revseq -noreverse', async () => {
    const result = await run('ReverseComplement', { params: { operation: 'complement' } })
    const written = parseSequences(fileText(result, 'complement.fasta'), { alphabet: 'nucleotide' })
    expect(written.map((record) => record.sequence)).toEqual(
      embossFasta('nucleotides.revseq-noreverse.fasta').map((record) => record.sequence),
    )
  })

  it('reports a letter that is no nucleotide code in the sequence field, with its line and column (1002)', async () => {
    expect(
      await inputProblem('ReverseComplement', { params: { sequence: '>s1\nACGT\nACGJ\n' }, language: 'zh' }),
    ).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'J' },
      location: { file: 'sequence', line: 3, column: 4 },
    })
  })

  it('refuses more than 500,000 characters (1001), naming the field and the limit', async () => {
    const error = await failure('ReverseComplement', { params: { sequence: 'A'.repeat(500_001) } })
    expect(error.code).toBe('1001')
    expect(error.message).toBe('Parameter "Sequences" is longer than its limit of 500,000 characters (500,001 given).')
  })
})

describe('SixFrameTranslation', () => {
  it('demo: the six translations of the fau mRNA are transeq’s, and frame 3 holds the 133-residue coding frame', async () => {
    const result = await run('SixFrameTranslation')
    const written = parseSequences(fileText(result, 'translations.fasta'), { alphabet: 'protein' })
    const transeq = embossFasta('nucleotides.transeq.fasta').filter((record) => record.name.startsWith('X65923_'))
    expect(written.map((record) => [record.name, record.sequence])).toEqual(
      transeq.map((record) => [record.name, record.sequence]),
    )
    const frames = table(result, 'frames')
    const longest = frames.columns.indexOf('Longest stretch without stop')
    const frame3 = frames.rows.find((row) => row[2] === '+3')
    expect(frame3?.[longest]).toBeGreaterThanOrEqual(133)
  })

  it('forward frames only', async () => {
    const result = await run('SixFrameTranslation', { params: { frames: 'forward' } })
    expect(table(result, 'frames').rows.map((row) => row[0])).toEqual(['X65923_1', 'X65923_2', 'X65923_3'])
  })
})

describe('SequenceStatistics', () => {
  it('demo: infoseq’s lengths and %GC (66.54, 54.56, 55.41), N50 2016, and a GC bar chart', async () => {
    const result = await run('SequenceStatistics')
    const sequences = table(result, 'sequences')
    const gc = sequences.columns.indexOf('GC (%)')
    expect(sequences.rows.map((row) => [row[0], row[1], row[gc]])).toEqual([
      ['X13776', 2167, 66.54],
      ['X65921', 2016, 54.56],
      ['X65923', 518, 55.41],
    ])
    // By hand: lengths 2167 + 2016 + 518 = 4701; 2167 < 4701 / 2 ≤ 2167 + 2016, so N50 = 2016.
    expect(Object.fromEntries(table(result, 'summary').rows)).toMatchObject({
      Sequences: 3,
      'Total length': 4701,
      Shortest: 518,
      Longest: 2167,
      N50: 2016,
    })
    expect(result.charts[0]).toMatchObject({ type: 'bar', data: { labels: ['X13776', 'X65921', 'X65923'] } })
    expectChartsRender(result)
  })

  it('draws a GC histogram for more than 100 sequences', async () => {
    const many = Array.from(
      { length: 150 },
      (_, i) => `>s${i}\n${'GC'.repeat(i % 10)}${'AT'.repeat(10 - (i % 10))}\n`,
    ).join('')
    const result = await run('SequenceStatistics', { params: { sequence: many } })
    const counts = (result.charts[0].data as { datasets: { data: number[] }[] }).datasets[0].data
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(150)
    expectChartsRender(result)
  })
})

describe('FastqToFasta', () => {
  it('demo: the FASTA EMBOSS seqret writes, Phred+33 detected (q2-dada2’s metadata says phred-offset 33)', async () => {
    const result = await run('FastqToFasta')
    expect(fileText(result, 'BAQ3473.3_10_L001_R1_001.fasta')).toBe(readEmbossOutput('BAQ3473.3_10_R1.seqret.fasta'))
    const summary = Object.fromEntries(table(result, 'summary').rows)
    expect(summary).toMatchObject({
      Reads: 100,
      Bases: 15100,
      'Shortest read': 151,
      'Longest read': 151,
      'Quality encoding': 'Phred+33',
      'Quality characters': '# – H',
    })
    expect(result.notes[1]).toBe(
      'Phred+33 detected: the lowest quality character "#" lies below "@", which only the +33 encoding uses.',
    )
    expectChartsRender(result)
  })

  it('detects Phred+64 in the same reads as EMBOSS re-encoded them, with the same FASTA and scores', async () => {
    const phred33 = await run('FastqToFasta')
    const bytes = new Uint8Array(readFileSync(fixture('BAQ3473.3_10_R1.phred64.fastq')))
    const result = await run('FastqToFasta', { files: { fastq_file: { fileName: 'reads64.fastq', bytes } } })
    expect(Object.fromEntries(table(result, 'summary').rows)['Quality encoding']).toBe('Phred+64')
    expect(fileText(result, 'reads64.fasta')).toBe(readEmbossOutput('BAQ3473.3_10_R1.seqret.fasta'))
    expect(table(result, 'summary').rows.slice(6)).toEqual(table(phred33, 'summary').rows.slice(6))
  })

  it('uses pasted text before the file and says so', async () => {
    const result = await run('FastqToFasta', { params: { fastq: '@r1 x\nACGTN\n+\nIIII#\n' } })
    expect(fileText(result, 'reads.fasta')).toBe('>r1 x\nACGTN\n')
    expect(result.notes).toContain(
      'The pasted text was used; the uploaded file BAQ3473.3_10_L001_R1_001.fastq was not.',
    )
  })

  it('wants text or a file (1001), and names the line of a broken record (1002)', async () => {
    const noInput = async () => folder('FastqToFasta').executor({ ...demoInput('FastqToFasta'), files: {} })
    expect(await runFailure(noInput)).toEqual({ code: '1001', text: 'Paste FASTQ text or upload a FASTQ file.' })
    expect(
      await inputProblem('FastqToFasta', {
        params: { fastq: '@r1\nACGT\n+\nIIII\n@r2\nACGT\n+\nIII\n' },
        language: 'zh',
      }),
    ).toEqual({
      code: 'sequence.fastqQualityLength',
      params: { name: 'r2', bases: 4, qualities: 3 },
      location: { file: 'fastq', line: 8 },
    })
  })
})

describe('PairwiseAlignment', () => {
  it('demo: HBA vs HBB as EMBOSS needle reports it (score 292.5, identity 65/149)', async () => {
    const result = await run('PairwiseAlignment')
    const statistics = Object.fromEntries(table(result, 'statistics').rows)
    expect(statistics).toMatchObject({
      Matrix: 'EBLOSUM62',
      Score: '292.5',
      Length: 149,
      Identity: '65/149 (43.6%)',
      Similarity: '90/149 (60.4%)',
      Gaps: '9/149 (6.0%)',
    })
    expect(alignmentSection(fileText(result, 'alignment.needle.txt'))).toBe(
      alignmentSection(readEmbossOutput('hba-hbb.needle')),
    )
    expect(table(result, 'alignment').rows[0]).toEqual([
      'HBA_HUMAN',
      1,
      'MV-LSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF-D',
      48,
    ])
  })

  it('local mode: as EMBOSS water (score 293.5, identity 63/145)', async () => {
    const result = await run('PairwiseAlignment', { params: { mode: 'local' } })
    expect(Object.fromEntries(table(result, 'statistics').rows)).toMatchObject({
      Score: '293.5',
      Identity: '63/145 (43.4%)',
      Similarity: '88/145 (60.7%)',
      Gaps: '8/145 (5.5%)',
    })
    expect(alignmentSection(fileText(result, 'alignment.water.txt'))).toBe(
      alignmentSection(readEmbossOutput('hba-hbb.water')),
    )
  })

  it('picks EDNAFULL for two nucleotide sequences', async () => {
    const mrna = readFileSync(fixture('X65923.fasta'), 'utf8')
    const stretch = parseSequences(mrna, { alphabet: 'nucleotide' })[0].sequence.slice(100, 400)
    const result = await run('PairwiseAlignment', {
      params: { sequence_a: mrna, sequence_b: `>part\n${stretch}\n`, mode: 'local' },
    })
    // 300 identical bases, 5 each in EDNAFULL: 1500.
    expect(Object.fromEntries(table(result, 'statistics').rows)).toMatchObject({
      Matrix: 'EDNAFULL',
      Score: '1500.0',
      Identity: '300/300 (100.0%)',
    })
  })

  it('refuses a sequence over 2,000 characters (1001) and two sequences in one box (1002)', async () => {
    const gene = readFileSync(fixture('X65921.fasta'), 'utf8')
    const tooLong = await failure('PairwiseAlignment', { params: { sequence_a: gene } })
    expect(tooLong).toMatchObject({
      code: '1001',
      message: `Parameter "Sequence A" is longer than its limit of 2,000 characters (${gene.length.toLocaleString('en-US')} given).`,
    })
    const two = await failure('PairwiseAlignment', { params: { sequence_b: '>a\nMKV\n>b\nMKV\n' } })
    expect(two).toMatchObject({ code: '1002', message: '"Sequence B" holds 2 sequences: paste one per box.' })
  })
})

describe('FuzzyMotifSearch', () => {
  it('demo: AATAAA with one mismatch on both strands of the fau mRNA gives fuzznuc’s 7 hits', async () => {
    const result = await run('FuzzyMotifSearch')
    const expected = parseFuzznucReport(readEmbossOutput('X65923.AATAAA-1.fuzznuc'))
    expect(expected).toHaveLength(7)
    expect(table(result, 'hits').rows).toEqual(
      expected.map((hit) => [hit.sequence, hit.start, hit.end, hit.strand, hit.mismatches, hit.matched]),
    )
  })

  it('refuses as many mismatches as the motif has letters (1001) and a non-IUPAC motif letter (1002)', async () => {
    expect(await failure('FuzzyMotifSearch', { params: { pattern: 'AAT', mismatches: 3 } })).toMatchObject({
      code: '1001',
      message: 'Parameter "Mismatches allowed" must be a whole number below the motif\'s length (3); 3 given.',
    })
    expect(await inputProblem('FuzzyMotifSearch', { params: { pattern: 'AAXAAA' } })).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'X' },
      location: { file: 'pattern', column: 3 },
    })
    expect(await failure('FuzzyMotifSearch', { params: { pattern: 'A'.repeat(31) } })).toMatchObject({ code: '1001' })
  })
})

describe('OrfFinder', () => {
  it('demo: getorf -find 1’s ORFs of X13776, amiR (1289–1876) among them, with getorf’s FASTA headers', async () => {
    const result = await run('OrfFinder')
    const getorf = embossFasta('nucleotides.getorf-find1.fasta').filter((record) => record.name.startsWith('X13776_'))
    const rows = table(result, 'orfs').rows
    expect(rows.map((row) => [row[0], row[4], row[5]])).toEqual(
      getorf.map((record) => {
        const [, first, last] = /^\[(\d+) - (\d+)\]/.exec(record.description) ?? []
        return [record.name, Number(first), Number(last)]
      }),
    )
    expect(rows.find((row) => row[4] === 1289)?.slice(0, 8)).toEqual([
      'X13776_5',
      'X13776',
      '+',
      2,
      1289,
      1876,
      588,
      196,
    ])
    const written = parseSequences(fileText(result, 'orfs.fasta'), { alphabet: 'protein' })
    expect(written.map((record) => record.sequence)).toEqual(getorf.map((record) => record.sequence))
    expect(written[0].description).toBe(
      '[135 - 1289] X13776.1 Pseudomonas aeruginosa amiC and amiR gene for aliphatic amidase regulation',
    )
    expectChartsRender(result)
  })

  it('nucleotide ORFs between stops on the reverse strand only: getorf -find 2’s reverse-sense entries', async () => {
    const result = await run('OrfFinder', { params: { find: '2', strands: 'reverse' } })
    const reverse = embossFasta('nucleotides.getorf-find2.fasta').filter(
      (record) => record.name.startsWith('X13776_') && record.description.includes('(REVERSE SENSE)'),
    )
    expect(
      parseSequences(fileText(result, 'orfs.fasta'), { alphabet: 'nucleotide' }).map((record) => record.sequence),
    ).toEqual(reverse.map((record) => record.sequence))
  })

  it('refuses more than 100,000 characters (1001)', async () => {
    expect(await failure('OrfFinder', { params: { sequence: 'ACGT'.repeat(25_001) } })).toMatchObject({
      code: '1001',
      message: 'Parameter "Sequences" is longer than its limit of 100,000 characters (100,004 given).',
    })
  })
})
