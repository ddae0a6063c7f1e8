import { describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { auditLog } from '#db/schema/audit'
import { auditLogCsv, listAuditLog, parseAuditLogQuery } from './audit-log.server'

const actorEmail = `audit-filter-${Math.random().toString(36).slice(2, 8)}@biocloud.example.com`

async function query(search: string) {
  return parseAuditLogQuery(new Request(`http://test/security/audit-log?${search}`))
}

describe('the audit log page and export', () => {
  it('filters by actor, action, entity type and Asia/Shanghai days, newest first; exports the same rows as safe CSV', async () => {
    await getDb()
      .insert(auditLog)
      .values([
        // 2026-03-01 23:30 in Shanghai, 2026-03-02 00:30 in Shanghai, 2026-03-03 10:00 in Shanghai.
        {
          actorEmail,
          action: 'update',
          entityType: 'role',
          entityId: '1',
          createdAt: new Date('2026-03-01T15:30:00Z'),
          before: { name: 'a' },
          after: { name: 'b' },
        },
        {
          actorEmail,
          action: 'update',
          entityType: 'role',
          entityId: '2',
          createdAt: new Date('2026-03-01T16:30:00Z'),
          before: { name: '=1+2' },
          after: { name: 'c' },
          clientAddress: '10.0.0.7',
        },
        {
          actorEmail,
          action: 'delete',
          entityType: 'role',
          entityId: '3',
          createdAt: new Date('2026-03-03T02:00:00Z'),
          before: { name: 'd' },
          after: null,
        },
      ])
    const actor = actorEmail.slice(0, 20)
    const day = await listAuditLog(await query(`actor=${actor}&from=2026-03-02&to=2026-03-02`))
    expect(day.rows.map((row) => row.entityId)).toEqual(['2'])
    const updates = await listAuditLog(await query(`actor=${actor}&action=update&entityType=role`))
    expect(updates.total).toBe(2)
    expect(updates.rows.map((row) => row.entityId)).toEqual(['2', '1'])
    const all = await listAuditLog(await query(`actor=${actor}&pageSize=10&page=1`))
    expect(all.rows.map((row) => row.entityId)).toEqual(['3', '2', '1'])
    await expect(query('from=2026-02-30')).rejects.toMatchObject({ status: 400 })

    const csv = await new Response(
      auditLogCsv(await query(`actor=${actor}&action=update`), [
        'id',
        'when',
        'who',
        'action',
        'type',
        'entity',
        'address',
        'before',
        'after',
      ]),
    ).text()
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('2026-03-02 00:30:00')
    expect(lines[1]).toContain('10.0.0.7')
    // The JSON cell begins with `{`, so it is no formula; a cell beginning with `=` would get a quote.
    expect(lines[1]).toContain('"{""name"":""=1+2""}"')
    expect(lines[2]).toContain(',role,1,,')
  })
})
