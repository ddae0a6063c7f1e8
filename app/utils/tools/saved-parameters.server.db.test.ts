import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { tools } from '#db/schema/tools'
import { type FormField } from '#core/tools'
import { users } from '#db/schema/users'
import {
  deleteSavedParameters,
  findLastParameters,
  findSavedParameters,
  forgetLastParameters,
  formValuesForSaving,
  listSavedParameters,
  rememberLastParameters,
  saveParameters,
} from './saved-parameters.server'

const fields: FormField[] = [
  { key: 'alpha', label: 'α', type: 'number' },
  { key: 'title', label: 't', type: 'text' },
  { key: 'ranks', label: 'r', type: 'multiselect', options: [{ label: '门', value: 'phylum' }] },
  { key: 'legend', label: 'l', type: 'checkbox' },
  { key: 'note', label: 'n', type: 'text' },
]

describe('saved parameter sets', () => {
  it('keep the form as typed, numbers as numbers, and skip empty text', () => {
    const form = new FormData()
    for (const [name, value] of [
      ['alpha', '0.05'],
      ['title', 'My chart'],
      ['ranks', 'phylum'],
      ['note', ''],
      ['unrelated', 'x'],
    ])
      form.append(name, value)
    expect(formValuesForSaving(fields, form)).toEqual({
      alpha: 0.05,
      title: 'My chart',
      ranks: ['phylum'],
      legend: false,
    })
    const half = new FormData()
    half.append('alpha', '0.0x')
    expect(formValuesForSaving(fields, half).alpha).toBe('0.0x')
  })

  it('are per user and tool, replace a same-name set, and delete only the owner’s', async () => {
    const db = getDb()
    const [owner, other] = await db.select({ id: users.id }).from(users).limit(2)
    const [tool] = await db
      .insert(tools)
      .values({ title: '参数探针', description: '', script: '' })
      .returning({ id: tools.id })
    const first = await saveParameters(owner.id, tool.id, '常用', { alpha: 0.05 })
    const again = await saveParameters(owner.id, tool.id, '常用', { alpha: 0.01 })
    expect(again).toBe(first)
    expect((await findSavedParameters(owner.id, tool.id, first))?.params).toEqual({ alpha: 0.01 })
    expect(await findSavedParameters(other.id, tool.id, first)).toBeNull()
    expect(await deleteSavedParameters(other.id, tool.id, first)).toBe(false)
    expect((await listSavedParameters(owner.id, tool.id)).map((set) => set.recordName)).toEqual(['常用'])
    expect(await deleteSavedParameters(owner.id, tool.id, first)).toBe(true)
    expect(await listSavedParameters(owner.id, tool.id)).toEqual([])
  })

  it('remember the last run’s settings per user and tool, the newest replacing the older, until a reset', async () => {
    const db = getDb()
    const [owner, other] = await db.select({ id: users.id }).from(users).limit(2)
    const [tool] = await db
      .insert(tools)
      .values({ title: '记忆探针', description: '', script: '' })
      .returning({ id: tools.id })
    expect(await findLastParameters(owner.id, tool.id)).toBeNull()
    await rememberLastParameters(owner.id, tool.id, { alpha: 0.05, ranks: ['phylum'] })
    await rememberLastParameters(owner.id, tool.id, { alpha: 0.01, ranks: ['genus'] })
    expect((await findLastParameters(owner.id, tool.id))?.params).toEqual({ alpha: 0.01, ranks: ['genus'] })
    expect(await findLastParameters(other.id, tool.id)).toBeNull()
    expect(await forgetLastParameters(other.id, tool.id)).toBe(false)
    expect(await forgetLastParameters(owner.id, tool.id)).toBe(true)
    expect(await findLastParameters(owner.id, tool.id)).toBeNull()
  })
})
