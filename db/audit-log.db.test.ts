import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTION, changesOf, recordChange } from './audit-log'
import { getDb } from './client'
import { users } from './schema/users'

async function anActor() {
  const email = `auditor-${Math.random().toString(36).slice(2)}@biocloud.example.com`
  const [user] = await getDb().insert(users).values({ email, accountType: 1 }).returning({ id: users.id })
  return { id: user.id, email }
}

describe('the audit log', () => {
  it('records who changed what, with the thing before and after, dates as their ISO text', async () => {
    const actor = await anActor()
    const when = new Date('2026-11-27T10:00:00Z')
    await getDb().transaction((tx) =>
      recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: 'audit-test',
        entityId: 7,
        before: { title: '旧', updatedAt: when },
        after: { title: 'new', updatedAt: when },
      }),
    )
    const [change] = await changesOf(getDb(), 'audit-test', '7')
    expect(change).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'update',
      entityId: '7',
      before: { title: '旧', updatedAt: '2026-11-27T10:00:00.000Z' },
      after: { title: 'new', updatedAt: '2026-11-27T10:00:00.000Z' },
    })
    expect(change.createdAt).toBeInstanceOf(Date)
  })

  it('leaves no record of a change whose transaction rolled back', async () => {
    const actor = await anActor()
    await expect(
      getDb().transaction(async (tx) => {
        await recordChange(tx, {
          actor,
          action: 'delete',
          entityType: 'audit-test',
          entityId: 'gone',
          before: {},
          after: null,
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await changesOf(getDb(), 'audit-test', 'gone')).toEqual([])
  })

  it('keeps the record, and who made it, after the account is deleted', async () => {
    const actor = await anActor()
    await recordChange(getDb(), {
      actor,
      action: 'create',
      entityType: 'audit-test',
      entityId: 'kept',
      before: null,
      after: { a: 1 },
    })
    await getDb().delete(users).where(eq(users.id, actor.id))
    const [change] = await changesOf(getDb(), 'audit-test', 'kept')
    expect(change).toMatchObject({ actorId: null, actorEmail: actor.email, before: null, after: { a: 1 } })
    const [{ count }] = await getDb().execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where entity_id = 'kept'`,
    )
    expect(count).toBe(1)
  })
})
