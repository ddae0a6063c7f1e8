import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { ADMIN, get, post, sessionCookieFor } from './http'

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
afterAll(() => sql.end())

describe('daily check-in', () => {
  it('credits exactly one point under 20 concurrent requests, and refuses the rest of the day', async () => {
    const cookie = await sessionCookieFor(ADMIN.email, ADMIN.password)
    const [{ before }] =
      await sql`select coalesce(sum(delta), 0)::int as before from points_ledger l join users u on u.id = l.user_id where u.email = ${ADMIN.email}`

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/resources/check-in', { redirectTo: '/' }, { cookie })),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(302))

    const [{ after, days }] = await sql`
      select (select coalesce(sum(delta), 0)::int from points_ledger where user_id = u.id) as after,
             (select count(*)::int from check_ins where user_id = u.id) as days
      from users u where u.email = ${ADMIN.email}`
    expect(after - before).toBe(1)
    expect(days).toBe(1)

    const again = await post('/resources/check-in', { redirectTo: '/' }, { cookie })
    const flashCookie = again.headers
      .getSetCookie()
      .find((c) => c.startsWith('__flash='))
      ?.split(';')[0]
    const page = await (await get('/', `${cookie}; ${flashCookie}`)).text()
    expect(page).toContain('今天已经签到过了，明天再来吧。')
    expect(page).toContain('今日已签到')
  })

  it('refuses a check-in without a session', async () => {
    const response = await post('/resources/check-in', { redirectTo: '/' })
    expect(response.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
  })
})
