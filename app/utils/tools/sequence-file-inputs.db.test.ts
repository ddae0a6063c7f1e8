import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { TOOL_RUN_STATUS } from '#core/tool-runs'
import type { StoredToolResult } from '#core/tool-results'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { tools, toolTasks } from '#db/schema/tools'
import { inProcessAnalyst } from '#jobs/analyse-in-process'
import { runToolTask } from '#jobs/run-tool'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import { action } from '~/routes/tool.$id'
import { createLoginSession } from '~/utils/auth.server'
import sequenceStatistics from '../../../tools/sequence/sequence-statistics/index'

/*
 * A sequence tool run from its page with a GenBank file in its sequence slot: the file is stored as
 * the task's input (catalogued, listed with the user's tool files) and the run reads it as the FASTA
 * EMBOSS seqret writes of it (tests/fixtures/analysis/sequence/emboss/dna.genbank.seqret.fasta).
 */
const FIXTURES = path.join(__dirname, '../../../tests/fixtures/analysis/sequence')
const genbank = fs.readFileSync(path.join(FIXTURES, 'dna.genbank'))

let cookie = ''
let userId = 0
let toolId = 0

beforeAll(async () => {
  userId = await userIdByEmail('customer@example.com')
  const response = await createLoginSession({ request: new Request('http://test/login'), userId, remember: false })
  cookie = response.headers.get('Set-Cookie')!.split(';')[0]
  const [tool] = await getDb()
    .select({ id: tools.id })
    .from(tools)
    .where(eq(tools.scriptClassName, 'SequenceStatistics'))
  toolId = tool.id
})

async function submit(form: FormData): Promise<Response> {
  const request = new Request(`http://test/tool/${toolId}`, { method: 'POST', headers: { Cookie: cookie }, body: form })
  try {
    return (await action({
      request,
      params: { id: String(toolId) },
      context: { cspNonce: '', requestId: 'sequence-file-test', clientAddress: '203.0.113.9' },
    })) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('a sequence tool given a file', () => {
  it('stores an uploaded GenBank file as the task’s input and runs on its sequence, not on the pasted text', async () => {
    const form = new FormData()
    form.set('sequence', '>pasted\nGGGG\n')
    form.set('file:sequence_file', new File([genbank], 'dna.gb'))
    const response = await submit(form)
    expect(response.status).toBe(302)
    const taskId = Number(/^\/task\/(\d+)$/.exec(response.headers.get('Location') ?? '')?.[1])

    const [task] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, taskId))
    const storageKey = `users/${userId}/tool-tasks/${task.taskNumber}/input/sequence_file/dna.gb`
    expect(task.dataFiles).toEqual({ sequence_file: storageKey })
    expect(Buffer.from(await fileStorage().get(storageKey)).equals(genbank)).toBe(true)
    const catalogued = await getDb().select().from(storedFiles).where(eq(storedFiles.toolTaskId, taskId))
    expect(catalogued).toMatchObject([{ kind: FILE_KIND.toolInput, name: 'dna.gb', sizeBytes: genbank.byteLength }])

    await runToolTask(taskId, {
      attemptKey: `tool-task:${taskId}:1`,
      analyst: inProcessAnalyst({ SequenceStatistics: sequenceStatistics.executor }),
    })
    const [done] = await getDb().select().from(toolTasks).where(eq(toolTasks.id, taskId))
    expect(done.status).toBe(TOOL_RUN_STATUS.success)
    const result = done.result as StoredToolResult
    const sequences = result.tables.find((table) => table.id === 'sequences')!
    // seqret's FASTA of the file: one entry "GENBANK", 100 nt of ACGT repeats (GC 50 %).
    expect(sequences.rows.map((row) => row.slice(0, 2))).toEqual([['GENBANK', 100]])
    expect(result.notes.slice(0, 2)).toEqual([
      { $t: 'toolText.sequence.fileRead', params: expect.objectContaining({ file: 'dna.gb', format: 'GenBank' }) },
      { $t: 'toolText.sequence.pastedIgnored', params: expect.objectContaining({ file: 'dna.gb' }) },
    ])
  })

  it('refuses a file over the slot’s limit with the upload size message (the default language’s) and creates no task', async () => {
    const before = await getDb().select({ id: toolTasks.id }).from(toolTasks).where(eq(toolTasks.userId, userId))
    const form = new FormData()
    form.set('file:sequence_file', new File([new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41)], 'huge.fasta'))
    const response = await submit(form)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { result: { error: Record<string, string[]> } }
    expect(body.result.error['file:sequence_file']).toEqual(['huge.fasta 超过大小上限 2 MB。'])
    const after = await getDb().select({ id: toolTasks.id }).from(toolTasks).where(eq(toolTasks.userId, userId))
    expect(after).toHaveLength(before.length)
  })

  it('refuses an empty sequence with no file on the form, naming both ways in, and creates no task', async () => {
    const before = await getDb().select({ id: toolTasks.id }).from(toolTasks).where(eq(toolTasks.userId, userId))
    const form = new FormData()
    form.set('sequence', '  \n')
    const response = await submit(form)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { result: { error: Record<string, string[]> } }
    expect(body.result.error.sequence).toEqual(['请粘贴“序列”，或在数据文件中为“序列文件 (Sequences file)”选择文件。'])
    const after = await getDb().select({ id: toolTasks.id }).from(toolTasks).where(eq(toolTasks.userId, userId))
    expect(after).toHaveLength(before.length)
  })
})
