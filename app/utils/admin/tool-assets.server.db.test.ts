import { parseWithZod } from '@conform-to/zod'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { SEED_KIND } from '#db/seed/seeded-content'
import { seededContent } from '#db/schema/seeding'
import { forms, tools } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { resolveToolAssets, type ToolAssets } from './tool-assets'
import { releaseToolAssets, storeToolAsset } from './tool-assets.server'
import { toolEditorSchema, type ToolEditorValues } from './tool-editor'
import { REGISTERED_EXECUTOR_NAMES, saveTool } from './tools.server'

/** A 1×1 PNG, as an image editor writes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const TABLE = new TextEncoder().encode('sample\tvalue\nA\t1\n')

let actor: { id: number; email: string }
beforeAll(async () => {
  const [admin] = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'admin@biocloud.example.com'))
  actor = admin
})

function values(fields: Record<string, string>): ToolEditorValues {
  const form = new FormData()
  const all = {
    title: `资产测试 ${crypto.randomUUID().slice(0, 8)}`,
    description: '测试封面与示例',
    toolType: '0',
    scriptClassName: 'BarChart',
    script: 'BarChart',
    tableDelimiter: '1',
    publishStatus: '0',
    'dataFiles[0].label': '数据表',
    'dataFiles[0].key': 'table',
    'dataFiles[0].fileTypes': 'tsv,txt',
    'dataFiles[0].fileSizeMb': '10',
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) form.append(name, value)
  const submission = parseWithZod(form, { schema: toolEditorSchema(REGISTERED_EXECUTOR_NAMES) })
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

const noUploads = { examples: new Map<number, string>(), demos: new Map<number, string>() }
const stored: ToolAssets = {
  cover: 'tool-assets/a/cover.png',
  demo: { params: { top: 5 }, files: { table: 'tool-assets/b/demo.tsv' } },
  dataFileSettings: [
    {
      label: '数据表',
      key: 'table',
      required: true,
      exampleFile: 'tool-assets/c/example.tsv',
      fileTypes: ['tsv'],
      fileSizeMb: 10,
      rules: [],
    },
  ],
}
const settingsOf = (v: ToolEditorValues) => stored.dataFileSettings.slice(0, v.dataFiles?.length ?? 0)

describe('which files a save leaves a tool with', () => {
  it('keeps the files the page posts back, and drops a key the tool does not hold', () => {
    const posted = values({
      'dataFiles[0].exampleFile': 'users/7/tool-tasks/T1/output/secret.tsv',
      'dataFiles[0].demoFile': 'tool-assets/b/demo.tsv',
    })
    const { assets, released } = resolveToolAssets(posted, settingsOf(posted), stored, noUploads)
    expect(assets.cover).toBe('tool-assets/a/cover.png')
    expect(assets.dataFileSettings[0].exampleFile).toBeNull()
    expect(assets.demo).toEqual({ params: {}, files: { table: 'tool-assets/b/demo.tsv' } })
    expect(released).toEqual(['tool-assets/c/example.tsv'])
    // A new tool holds nothing, so it can name nothing but its own uploads.
    expect(resolveToolAssets(posted, settingsOf(posted), null, noUploads).assets).toMatchObject({
      cover: null,
      demo: null,
      dataFileSettings: [{ exampleFile: null }],
    })
  })

  it('replaces with an upload, clears with a remove box and reads the demo parameters', () => {
    const posted = values({
      'dataFiles[0].exampleFile': 'tool-assets/c/example.tsv',
      'dataFiles[0].demoFile': 'tool-assets/b/demo.tsv',
      'dataFiles[0].removeDemo': 'on',
      removeCover: 'on',
      demoParams: '{"top": 10, "method": "bray", "groups": ["A", "B"]}',
    })
    const uploads = { examples: new Map([[0, 'tool-assets/new/example.tsv']]), demos: new Map() }
    const { assets, released } = resolveToolAssets(posted, settingsOf(posted), stored, uploads)
    expect(assets).toMatchObject({
      cover: null,
      demo: { params: { top: 10, method: 'bray', groups: ['A', 'B'] }, files: {} },
      dataFileSettings: [{ exampleFile: 'tool-assets/new/example.tsv' }],
    })
    expect(released.sort()).toEqual(['tool-assets/a/cover.png', 'tool-assets/b/demo.tsv', 'tool-assets/c/example.tsv'])
  })

  it('refuses demo parameters that are no JSON object of form values', () => {
    for (const text of ['[1, 2]', '{"a": {"b": 1}}', '{not json']) {
      const form = new FormData()
      form.append('demoParams', text)
      const submission = parseWithZod(form, { schema: toolEditorSchema(REGISTERED_EXECUTOR_NAMES) })
      expect(submission.status === 'error' && submission.error?.demoParams).toEqual(['adminTools.errors.demoParams'])
    }
  })
})

describe('saving a tool with its files', () => {
  it('stores the uploads, lets go of replaced files, and keeps a file a copy still names', async () => {
    const cover = await storeToolAsset({ fileName: 'photo.PNG', bytes: PNG }, 'png')
    const example = await storeToolAsset({ fileName: 'example.tsv', bytes: TABLE })
    const demo = await storeToolAsset({ fileName: 'demo.tsv', bytes: TABLE })
    expect(cover).toMatch(/^tool-assets\/[0-9a-f-]{36}\/cover\.png$/)
    const first = values({})
    const created = await saveTool(
      actor,
      first,
      { mode: 'create' },
      {
        cover,
        examples: new Map([[0, example]]),
        demos: new Map([[0, demo]]),
      },
    )
    if (!created.ok) throw new Error(JSON.stringify(created))
    const [row] = await getDb().select().from(tools).where(eq(tools.id, created.id))
    expect(row.cover).toBe(cover)
    expect(row.dataFileSettings[0].exampleFile).toBe(example)
    expect(row.demo).toEqual({ params: {}, files: { table: demo } })

    // A copy shares the example (not the cover); the original then replaces its cover and drops its example.
    const copy = await saveTool(
      actor,
      values({ title: `${first.title} (copy)`, 'dataFiles[0].exampleFile': example, removeCover: 'on' }),
      { mode: 'copy', copiedFrom: created.id },
    )
    expect(copy.ok).toBe(true)
    const newCover = await storeToolAsset({ fileName: 'second.png', bytes: PNG }, 'png')
    const edited = await saveTool(
      actor,
      values({ title: first.title, 'dataFiles[0].removeExample': 'on', 'dataFiles[0].demoFile': demo }),
      { mode: 'edit', id: created.id },
      { cover: newCover, examples: new Map(), demos: new Map() },
    )
    if (!edited.ok) throw new Error(JSON.stringify(edited))
    expect(edited.released.sort()).toEqual([cover, example].sort())
    await releaseToolAssets(edited.released)
    await expect(fileStorage().exists(cover)).resolves.toBe(false)
    await expect(fileStorage().exists(example)).resolves.toBe(true)
    await expect(fileStorage().exists(newCover)).resolves.toBe(true)
    await expect(fileStorage().exists(demo)).resolves.toBe(true)
  })

  it('refuses demo parameters that name no field of the tool’s form', async () => {
    const [barChart] = await getDb()
      .select({ formId: tools.formId })
      .from(seededContent)
      .innerJoin(tools, eq(tools.id, seededContent.rowId))
      .where(and(eq(seededContent.kind, SEED_KIND.tool), eq(seededContent.seedKey, 'BarChart')))
    const [form] = await getDb().select().from(forms).where(eq(forms.id, barChart.formId!))
    const fieldKey = form.fields[0].key
    const withForm = (params: string) => values({ formId: String(form.id), demoParams: params })
    await expect(saveTool(actor, withForm('{"noSuchField": 1}'), { mode: 'create' })).resolves.toEqual({
      ok: false,
      fieldErrors: { demoParams: ['adminTools.errors.demoParamsUnknownField'] },
    })
    const saved = await saveTool(actor, withForm(JSON.stringify({ [fieldKey]: 'x' })), { mode: 'create' })
    expect(saved.ok).toBe(true)
  })
})
