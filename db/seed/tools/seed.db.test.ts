import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { getDb } from '../../client'
import { localFileStorage } from '../../file-storage'
import { forms, tools } from '../../schema/tools'
import { TOOL_PUBLISH_STATUS } from '../../../core/tools'
import { SEEDED_TOOLS } from './index'
import { demoStorageKey, seedTools } from './seed'
import type { ToolDefinition } from '../../../tools/kit/define-tool'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-seed-tools-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

function testDefinition(overrides: Partial<ToolDefinition> = {}): ToolDefinition {
  return {
    scriptClassName: 'SeedIdempotenceProbe',
    title: '种子幂等探针',
    titleEn: 'Seed idempotence probe',
    description: '测试用',
    descriptionEn: 'For tests',
    manual: '',
    manualEn: '',
    category: 'chart',
    tags: ['test'],
    toolType: 0,
    sort: 999,
    form: [{ key: 'alpha', label: 'α', type: 'number', defaultValue: 0.05 }],
    dataFiles: [
      {
        key: 'table',
        label: '数据表',
        required: true,
        exampleFile: 'example.tsv',
        fileTypes: ['tsv'],
        fileSizeMb: 0,
        rules: [],
      },
    ],
    demo: { params: { alpha: 0.05 }, files: { table: 'demo.tsv' } },
    ...overrides,
  }
}

describe('seedTools', () => {
  const demoFilesDir = path.join(scratch, 'demo-files')
  fs.mkdirSync(path.join(demoFilesDir, 'SeedIdempotenceProbe'), { recursive: true })
  fs.writeFileSync(path.join(demoFilesDir, 'SeedIdempotenceProbe', 'demo.tsv'), 'id\tS1\nA\t1\n')
  fs.writeFileSync(path.join(demoFilesDir, 'SeedIdempotenceProbe', 'example.tsv'), 'id\tS1\nB\t2\n')
  const storage = localFileStorage(path.join(scratch, 'storage'))

  async function probeRows() {
    const db = getDb()
    return {
      tools: await db.select().from(tools).where(eq(tools.scriptClassName, 'SeedIdempotenceProbe')),
      forms: await db.select().from(forms).where(eq(forms.name, 'SeedIdempotenceProbe')),
    }
  }

  it('inserts the form, the published tool and the demo files under tool-demos/', async () => {
    await seedTools(getDb(), {
      definitions: [testDefinition()],
      demoFolder: (name) => path.join(demoFilesDir, name),
      storage,
    })
    const {
      tools: [tool],
      forms: [form],
    } = await probeRows()
    expect(tool).toMatchObject({
      title: '种子幂等探针',
      formId: form.id,
      publishStatus: TOOL_PUBLISH_STATUS.published,
      executor: 'run_tool',
    })
    expect(tool.demo).toEqual({ params: { alpha: 0.05 }, files: { table: 'tool-demos/SeedIdempotenceProbe/demo.tsv' } })
    expect(tool.dataFileSettings[0].exampleFile).toBe('tool-demos/SeedIdempotenceProbe/example.tsv')
    expect(new TextDecoder().decode(await storage.get(demoStorageKey('SeedIdempotenceProbe', 'demo.tsv')))).toBe(
      'id\tS1\nA\t1\n',
    )
    expect(form.fields).toEqual(testDefinition().form)
  })

  it('changes nothing on a second run, keeps a staff publish decision, and brings a changed definition to a tool staff never edited', async () => {
    const before = await probeRows()
    const outcomes = await seedTools(getDb(), {
      definitions: [testDefinition()],
      demoFolder: (name) => path.join(demoFilesDir, name),
      storage,
    })
    expect(outcomes.get('SeedIdempotenceProbe')?.outcome).toBe('unchanged')
    const again = await probeRows()
    expect(again.tools).toEqual(before.tools)
    expect(again.forms).toEqual(before.forms)

    await getDb()
      .update(tools)
      .set({ publishStatus: TOOL_PUBLISH_STATUS.unpublished })
      .where(eq(tools.id, before.tools[0].id))
    // The publish decision is staff's but not content: the tool still counts as untouched and follows the release.
    await seedTools(getDb(), {
      definitions: [testDefinition({ descriptionEn: 'For tests, revised', sort: 5 })],
      demoFolder: (name) => path.join(demoFilesDir, name),
      storage,
    })
    const {
      tools: [revised],
    } = await probeRows()
    expect(revised).toMatchObject({
      id: before.tools[0].id,
      descriptionEn: 'For tests, revised',
      sort: 5,
      publishStatus: TOOL_PUBLISH_STATUS.unpublished,
    })
    expect(revised.updatedAt.getTime()).toBeGreaterThan(before.tools[0].updatedAt.getTime())
  })

  it('leaves the platform seed as it was when run again', async () => {
    const titles = SEEDED_TOOLS.map((tool) => tool.title)
    const before = await getDb().select().from(tools).where(inArray(tools.title, titles))
    expect(before.length).toBeGreaterThan(0)
    expect(before).toHaveLength(titles.length)
    await seedTools(getDb(), { storage })
    expect(await getDb().select().from(tools).where(inArray(tools.title, titles))).toEqual(before)
  })
})
