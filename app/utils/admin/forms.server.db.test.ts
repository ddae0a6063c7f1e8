import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { forms, tools } from '#db/schema/tools'
import { i18next } from '~/utils/translations.server'
import { findVisibleTool } from '~/utils/tools/catalogue.server'
import { TOOLS } from '../../../tools/index'
import { applyEditorIntent, checkDraft, draftOf, fieldIntent, readDraft, type FormDraft } from './form-definition'
import {
  copyName,
  createForm,
  deleteForm,
  executorConflicts,
  findForm,
  formUsers,
  listForms,
  updateForm,
} from './forms.server'
import { conflictMessage } from './form-editor.server'

const ACTOR = { id: 1, email: 'admin@biocloud.example.com' }
const radar = TOOLS.find((tool) => tool.scriptClassName === 'RadarChart')!

async function radarForm() {
  const [row] = await getDb()
    .select({ toolId: tools.id, formId: tools.formId })
    .from(tools)
    .where(eq(tools.scriptClassName, 'RadarChart'))
  const form = (await findForm(row.formId!))!
  return { toolId: row.toolId, form }
}

function withField(draft: FormDraft, key: string, change: Partial<FormDraft['fields'][number]>): FormDraft {
  return { ...draft, fields: draft.fields.map((field) => (field.key === key ? { ...field, ...change } : field)) }
}

describe('the form definition check', () => {
  it('reads the posted editor back as typed and applies the add, move and remove buttons', () => {
    const posted = new FormData()
    for (const [name, value] of [
      ['name', 'Probe'],
      ['formType', '1'],
      ['disabled', 'on'],
      ['fields[0].key', 'a'],
      ['fields[0].type', 'select'],
      ['fields[0].required', 'on'],
      ['fields[0].options[0].value', 'x'],
      ['fields[0].options[0].label', '叉'],
      ['fields[1].key', 'b'],
      ['fields[1].min', ' 3 '],
      ['fields[999].key', 'ignored'],
    ])
      posted.append(name, value)
    const draft = readDraft(posted)
    expect(draft).toMatchObject({ name: 'Probe', formType: '1', disabled: true })
    expect(draft.fields.map((field) => field.key)).toEqual(['a', 'b'])
    expect(draft.fields[0]).toMatchObject({ type: 'select', required: true, options: [{ value: 'x', label: '叉' }] })
    expect(draft.fields[1].min).toBe(' 3 ')

    const moved = applyEditorIntent(draft, fieldIntent.down(0))!
    expect(moved.fields.map((field) => field.key)).toEqual(['b', 'a'])
    expect(applyEditorIntent(moved, fieldIntent.remove(0))!.fields.map((field) => field.key)).toEqual(['a'])
    expect(applyEditorIntent(draft, 'add-field')!.fields).toHaveLength(3)
    expect(applyEditorIntent(draft, fieldIntent.addOption(0))!.fields[0].options).toHaveLength(2)
    expect(applyEditorIntent(draft, fieldIntent.removeOption(0, 0))!.fields[0].options).toHaveLength(0)
    expect(applyEditorIntent(draft, fieldIntent.up(7))).toBeNull()
    expect(applyEditorIntent(draft, 'save')).toBeNull()
  })

  it('refuses bad definitions with the message in the reader’s language, at the field', async () => {
    const t = await i18next.getFixedT('en')
    const zh = await i18next.getFixedT('zh')
    const { form } = await radarForm()
    const draft = draftOf(form)
    expect(checkDraft(draft, t).ok).toBe(true)

    const errorsOf = (bad: FormDraft, translate = t) => {
      const checked = checkDraft(bad, translate)
      if (checked.ok) throw new Error('expected a refusal')
      return checked.errors
    }
    const widthIndex = draft.fields.findIndex((field) => field.key === 'width')
    expect(errorsOf({ ...draft, name: ' ' })).toEqual({ name: ['The form name cannot be empty.'] })
    expect(errorsOf(withField(draft, 'width', { defaultValue: '5000' }))).toEqual({
      [`fields.${widthIndex}.defaultValue`]: ['The default must lie between 300 and 2400.'],
    })
    expect(errorsOf(withField(draft, 'width', { defaultValue: '5000' }), zh)).toEqual({
      [`fields.${widthIndex}.defaultValue`]: ['默认值必须在 300 与 2400 之间。'],
    })
    expect(errorsOf(withField(draft, 'width', { min: '3000' }))[`fields.${widthIndex}.max`]).toEqual([
      'The maximum must not be less than the minimum.',
    ])
    expect(errorsOf(withField(draft, 'height', { key: 'width' }))[`fields.${widthIndex + 1}.key`]).toEqual([
      'The key width is used by another field.',
    ])
    expect(errorsOf(withField(draft, 'width', { key: '_intent' }))[`fields.${widthIndex}.key`]).toEqual([
      expect.stringContaining('cannot start with _ or file:'),
    ])
    expect(errorsOf(withField(draft, 'palette', { defaultValue: 'rainbow' }))).toEqual({
      [`fields.${draft.fields.findIndex((field) => field.key === 'palette')}.defaultValue`]: [
        'The default rainbow is not one of the options.',
      ],
    })
    expect(Object.values(errorsOf(withField(draft, 'palette', { options: [], defaultValue: '' })))).toEqual([
      ['A select, radio or multiple select needs at least one option.'],
    ])
  })
})

describe('form administration', () => {
  it('lists forms with their tool counts, filtered and sorted in SQL', async () => {
    const page = await listForms({
      page: 1,
      pageSize: 10,
      sort: 'name',
      direction: 'asc',
      keyword: 'RadarChart',
      type: 0,
    })
    expect(page.rows).toEqual([expect.objectContaining({ name: 'RadarChart', toolCount: 1, disabled: false })])
    expect(page.total).toBe(1)
    const predefined = await listForms({ page: 1, pageSize: 200, sort: null, direction: 'asc', keyword: null, type: 1 })
    expect(predefined.rows.length).toBeGreaterThan(0)
    expect(predefined.rows.every((row) => row.formType === 1)).toBe(true)
  })

  it('refuses an edit that would break the executor of a tool using the form, naming the tool and the key', async () => {
    const t = await i18next.getFixedT('en')
    const { form } = await radarForm()
    const users = await formUsers(form.id)
    const draft = draftOf(form)
    const check = (bad: FormDraft) => {
      const checked = checkDraft(bad, t)
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
      return executorConflicts(checked.definition.fields, users.tools).map((conflict) =>
        conflictMessage(t, 'en', conflict),
      )
    }
    expect(check(draft)).toEqual([])
    // Labels, help, defaults within bounds, order and grouping are staff's.
    expect(
      check({
        ...withField(draft, 'width', { label: '宽', help: 'x', defaultValue: '900', group: '尺寸', min: '400' }),
        fields: [...withField(draft, 'width', { label: '宽' }).fields].reverse(),
      }),
    ).toEqual([])
    expect(check({ ...draft, fields: draft.fields.filter((field) => field.key !== 'width') })).toEqual([
      'The tool “Radar chart” reads the parameter width: the field cannot be removed or renamed.',
    ])
    expect(check(withField(draft, 'width', { type: 'text' }))).toEqual([
      'The tool “Radar chart” reads the parameter width as it is typed now: its field type cannot change.',
    ])
    expect(check(withField(draft, 'width', { max: '5000' }))).toEqual([
      'The tool “Radar chart” accepts width only between 300 and 2400: the bounds must stay inside.',
    ])
    const palette = draft.fields.find((field) => field.key === 'palette')!
    expect(
      check(
        withField(draft, 'palette', {
          options: [...palette.options, { value: 'rainbow', label: '彩虹', labelEn: '' }],
        }),
      ),
    ).toEqual([expect.stringMatching(/^The tool “Radar chart” knows only the options .* of palette\.$/)])
    expect(radar.parameterForm.some((field) => field.key === 'palette')).toBe(true)

    const before = await changesOf(getDb(), 'form', form.id)
    const refused = await updateForm(ACTOR, form.id, {
      ...form,
      fields: form.fields.filter((field) => field.key !== 'width'),
    })
    expect(refused.status).toBe('conflicts')
    expect(await changesOf(getDb(), 'form', form.id)).toHaveLength(before.length)
  })

  it('saves an edit with its audit row, and the tool page renders it at once', async () => {
    const { toolId, form } = await radarForm()
    const fields = form.fields.map((field) =>
      field.key === 'width' ? { ...field, label: '图宽', defaultValue: 1000, group: '尺寸', groupEn: 'Size' } : field,
    )
    expect(await updateForm(ACTOR, form.id, { ...form, fields, disabled: true })).toEqual({ status: 'saved' })
    const [change] = await changesOf(getDb(), 'form', form.id)
    expect(change).toMatchObject({ action: 'update', actorEmail: ACTOR.email })
    expect(change.before).toMatchObject({ disabled: false, fields: form.fields })
    expect(change.after).toMatchObject({ disabled: true, fields })
    const tool = (await findVisibleTool(toolId, null))!
    expect(tool.formDisabled).toBe(true)
    expect(tool.fields.find((field) => field.key === 'width')).toMatchObject({ label: '图宽', group: '尺寸' })
  })

  it('creates, copies under a free name and deletes forms, refusing to delete one a tool uses', async () => {
    const { form } = await radarForm()
    const id = await createForm(ACTOR, {
      name: 'Probe form',
      formType: 0,
      description: '',
      disabled: false,
      fields: [],
    })
    await expect(
      createForm(ACTOR, { name: 'Probe form', formType: 0, description: '', disabled: false, fields: [] }),
    ).rejects.toThrow('The form name already exists.')
    expect(await copyName('Probe form')).toBe('Probe form (copy)')
    const copy = await createForm(ACTOR, { ...form, name: await copyName(form.name) }, form.id)
    expect((await findForm(copy))?.name).toBe('RadarChart (copy)')
    expect(await copyName('RadarChart')).toBe('RadarChart (copy 2)')
    expect((await changesOf(getDb(), 'form', copy))[0]).toMatchObject({
      action: 'copy',
      before: { copiedFrom: form.id },
    })

    expect(await deleteForm(ACTOR, form.id)).toMatchObject({ status: 'in-use', tools: [{ title: '雷达图' }] })
    expect(await deleteForm(ACTOR, id)).toEqual({ status: 'deleted', name: 'Probe form' })
    expect(await getDb().select().from(forms).where(eq(forms.id, id))).toEqual([])
    expect((await changesOf(getDb(), 'form', id)).map((change) => change.action)).toEqual(['delete', 'create'])
    expect(await deleteForm(ACTOR, id)).toEqual({ status: 'not-found' })
  })
})
