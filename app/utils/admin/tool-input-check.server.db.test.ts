import { describe, expect, it } from 'vitest'
import type { SessionUser } from '~/utils/auth.server'
import { languageCookie } from '~/utils/language-cookie.server'
import { handleToolEditorAction, type ToolEditorActionData } from './tool-editor-page.server'

// "Check input setting": the editor's check button posts the form as typed plus one sample file,
// and answers with each rule's verdict in the tool page's words. Nothing is saved (no user needed).
const staff = { id: 1, email: 'admin@biocloud.example.com' } as unknown as SessionUser

function editorForm(sample: { name: string; text: string } | null, extra: Record<string, string> = {}) {
  const form = new FormData()
  const fields: Record<string, string> = {
    title: '',
    description: 'typed but not saved',
    toolType: '1',
    tableDelimiter: '1',
    publishStatus: '0',
    script: 'chart',
    'dataFiles[0].label': 'Abundance table',
    'dataFiles[0].key': 'table',
    'dataFiles[0].required': 'on',
    'dataFiles[0].fileTypes': 'txt,tsv',
    'dataFiles[0].fileSizeMb': '10',
    'dataFiles[0].rules[0].kind': 'minColumns',
    'dataFiles[0].rules[0].rows': '[1:]',
    'dataFiles[0].rules[0].minColumns': '3',
    'dataFiles[0].rules[1].kind': 'valueType',
    'dataFiles[0].rules[1].rows': '[2:]',
    'dataFiles[0].rules[1].columns': '[2:]',
    'dataFiles[0].rules[1].valueType': 'number',
    'dataFiles[0].rules[1].allowEmpty': '',
    'dataFiles[0].rules[1].exceptColumnsNamed': '',
    intent: 'check:0',
    ...extra,
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (sample) form.append('file:sample-0', new File([sample.text], sample.name, { type: 'text/plain' }))
  return form
}

async function check(form: FormData, language = 'en') {
  const request = new Request('http://localhost/setting/tool/create', {
    method: 'POST',
    body: form,
    headers: { Cookie: await languageCookie.serialize(language) },
  })
  const response = (await handleToolEditorAction(request, staff, 'create')) as Response
  expect(response.status).toBe(200)
  return (await response.json()) as ToolEditorActionData
}

describe('check input setting', () => {
  it("names each rule's verdict with the tool page's message, row and column", async () => {
    const answer = await check(editorForm({ name: 'otu.tsv', text: 'Taxon\tS1\tS2\nA\t1\t2\nB\tn/a\t3\nC\t4\n' }))
    expect(answer.check?.fileProblem).toBeNull()
    expect(answer.check?.rules.map((rule) => rule.outcome)).toEqual(['failed', 'failed'])
    const [columns, values] = answer.check!.rules
    expect(columns.messages.join(' ')).toMatch(/row 4/i)
    expect(values.messages.join(' ')).toMatch(/row 3/i)
    expect(values.messages.join(' ')).toMatch(/column 2/i)
    // What was typed comes back (the title was left empty: no save, no error for it).
    expect(answer.draft.description).toBe('typed but not saved')
    expect(answer.errors).toEqual({})
  })

  it('a good file passes every rule', async () => {
    const answer = await check(editorForm({ name: 'otu.tsv', text: 'Taxon\tS1\tS2\nA\t1\t2\nB\t5\t3\n' }))
    expect(answer.check?.rules.map((rule) => rule.outcome)).toEqual(['passed', 'passed'])
  })

  it('uses the rules as typed, not as saved, and the typed file types and size', async () => {
    const loose = await check(
      editorForm({ name: 'otu.tsv', text: 'Taxon\tS1\nA\t1\n' }, { 'dataFiles[0].rules[0].minColumns': '2' }),
    )
    expect(loose.check?.rules[0].outcome).toBe('passed')
    const wrongType = await check(editorForm({ name: 'otu.csv', text: 'a,b\n1,2\n' }))
    expect(wrongType.check?.fileProblem).toBeTruthy()
    expect(wrongType.check?.rules).toEqual([])
    const none = await check(editorForm(null))
    expect(none.check?.fileProblem).toBe('Choose a sample file to check.')
  })

  it('a rule whose settings are invalid is marked, not run', async () => {
    const answer = await check(
      editorForm({ name: 'otu.tsv', text: 'Taxon\tS1\tS2\nA\t1\t2\n' }, { 'dataFiles[0].rules[0].rows': '2:5' }),
    )
    expect(answer.check?.rules[0].outcome).toBe('notChecked')
    expect(answer.errors['dataFiles[0].rules[0].rows']).toBeTruthy()
  })

  it('speaks the reader’s language', async () => {
    const answer = await check(editorForm({ name: 'otu.tsv', text: 'Taxon\tS1\tS2\nA\t1\n' }), 'zh')
    expect(answer.check?.rules[0].messages.join('')).toMatch(/[\u4e00-\u9fff]/)
  })
})
