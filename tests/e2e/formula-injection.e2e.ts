import { readFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { waitForExampleProject } from './example-demo'
import { ADMIN, CUSTOMER, get, sessionCookieFor } from './http'
import { createTask, databaseUrl } from './platform-tasks'
import { eventually } from '../support/eventually'

/*
 * Formula injection (OWASP "CSV injection"): sample ids and group values a customer typed reach the
 * tables staff download and open in a spreadsheet. Each cell a spreadsheet would run as a formula
 * leaves with a leading single quote (OWASP's convention); numbers, negative ones included, stay
 * numbers; the stored file, an input of further analyses, keeps what the customer gave.
 */

const FORMULA_IDS = ["=cmd|' /C calc'!A0", '+SUM(1+1)', '@SUM(1)']
const NEUTRALISED_IDS = ["'=cmd|' /C calc'!A0", "'+SUM(1+1)", "'@SUM(1)"]
const FORMULA_GROUP = '=2+5'

let sql: postgres.Sql

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} })
}, 180_000)
afterAll(async () => {
  await sql.end()
})

const cellsOf = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t'))

describe('downloads neutralise formula cells', () => {
  it('the group-solution download quotes formula sample ids and group values', async () => {
    await waitForExampleProject(sql)
    const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
    const groups = [
      { name: FORMULA_GROUP, samples: FORMULA_IDS.slice(0, 2) },
      { name: 'Soil', samples: [FORMULA_IDS[2], '-1.5'] },
    ]
    const [solution] = await sql<{ id: number }[]>`
      insert into sample_group_solutions (analysis_id, solution_name, groups)
      values (${analysisId}, 'Formulas', ${sql.json(groups)}) returning id`
    const response = await get(
      `/resources/analysis-project-solution/${analysisId}/samples?id=${solution.id}`,
      await sessionCookieFor(ADMIN.email, ADMIN.password),
    )
    expect(response.status).toBe(200)
    expect(cellsOf(await response.text())).toEqual([
      ['sample', 'group'],
      [NEUTRALISED_IDS[0], "'=2+5"],
      [NEUTRALISED_IDS[1], "'=2+5"],
      [NEUTRALISED_IDS[2], 'Soil'],
      ['-1.5', 'Soil'],
    ])
  })

  it('an alpha-diversity run TSV quotes formula sample ids and keeps negative numbers, the stored file unchanged', async () => {
    const samples = [...FORMULA_IDS, 'S4', 'S5', 'S6']
    const table = [
      ['OTU ID', ...samples].join('\t'),
      ['OTU1', '10', '3', '0', '7', '1', '4'].join('\t'),
      ['OTU2', '5', '8', '2', '1', '9', '6'].join('\t'),
      ['OTU3', '0', '4', '6', '3', '2', '8'].join('\t'),
    ].join('\n')
    const metadata = [
      'sample_id\tGroup',
      ...samples.map((sample, index) => `${sample}\t${index < 3 ? FORMULA_GROUP : 'Plain'}`),
    ].join('\n')
    const { id } = createTask({
      email: CUSTOMER.email,
      scriptClassName: 'AlphaDiversity',
      language: 'en',
      params: { group_column: 'Group', metric: 'shannon', test: 'auto' },
      files: {
        table: { fileName: 'otu_table.tsv', text: table },
        metadata: { fileName: 'metadata.tsv', text: metadata },
      },
    })
    const task = await finalTask(id)
    expect(task.status).toBe(800)
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const tsvFiles = task.result.tables.map((table) => table.fileName)
    expect(tsvFiles.length).toBeGreaterThan(0)
    const downloaded: string[][] = []
    for (const fileName of tsvFiles) {
      const response = await get(`/resources/tool-task-files/${id}/output/${encodeURIComponent(fileName)}`, cookie)
      expect(response.status).toBe(200)
      downloaded.push(...cellsOf(await response.text()))
    }
    const cells = downloaded.flat()
    for (const neutralised of NEUTRALISED_IDS) expect(cells).toContain(neutralised)
    for (const formula of [...FORMULA_IDS, FORMULA_GROUP]) expect(cells).not.toContain(formula)
    // Every cell left starting with a formula character is a plain number.
    for (const cell of cells.filter((cell) => /^[=+\-@]/.test(cell))) expect(Number.isFinite(Number(cell))).toBe(true)

    // The stored result, which further analyses read, keeps the ids as the customer gave them.
    const stored = task.result.files.filter((file) => tsvFiles.includes(file.name))
    const storedCells = stored.flatMap((file) =>
      cellsOf(readFileSync(path.join(inject('fileStorageDir'), file.storageKey), 'utf8')).flat(),
    )
    for (const formula of FORMULA_IDS) expect(storedCells).toContain(formula)
  })
})

const finalTask = (taskId: number) =>
  eventually(`task ${taskId} to finish`, async () => {
    const [task] = await sql<
      {
        status: number
        result: { tables: { fileName: string }[]; files: { name: string; storageKey: string }[] }
      }[]
    >`
      select status, result from tool_tasks where id = ${taskId} and status >= 400`
    return task
  })
