import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILE_KIND } from '#core/files'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles } from '#db/schema/files'
import { users } from '#db/schema/users'
import { loader as quotasLoader, action as quotasAction } from '~/routes/setting+/projects.myfiles_.quotas'
import { loader as personalDeskLoader } from '~/routes/setting+/projects.myfiles'
import { loader as projectDeskLoader } from '~/routes/setting+/projects.projectfiles'
import { loader as downloadLoader } from '~/routes/resources+/staff-files.$id'
import { createLoginSession } from '~/utils/auth.server'
import { listStaffFiles, listStorageQuotas, setStorageLimit, type StaffFileFilters } from './staff-files.server'

const MB = 1024 * 1024
const context = { cspNonce: '', requestId: 'staff-files-test', clientAddress: '203.0.113.9' }
const STAFF_EMAIL = 'staff@biocloud.example.com'
let staff = { id: 0, email: STAFF_EMAIL }
let staffCookie = ''
let customerCookie = ''
let alice = 0
let bob = 0

async function newUser(email: string, firstName: string, lastName: string) {
  const [row] = await getDb().insert(users).values({ email, firstName, lastName }).returning({ id: users.id })
  return row.id
}

/** The Cookie header of a fresh signed-in session of `userId`. */
async function sessionCookie(userId: number) {
  const response = await createLoginSession({ request: new Request('http://test/login'), userId, remember: false })
  return response.headers.get('Set-Cookie')!.split(';')[0]
}

const pageQuery = { page: 1, pageSize: 200 as const, sort: null, direction: 'asc' as const }

async function names(kind: typeof FILE_KIND.personal | typeof FILE_KIND.project, filters: StaffFileFilters) {
  return (await listStaffFiles(kind, { ...pageQuery, ...filters })).rows.map((row) => row.name).sort()
}

beforeAll(async () => {
  const [found] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, STAFF_EMAIL))
  staff = { id: found.id, email: STAFF_EMAIL }
  alice = await newUser('alice.desk@example.com', 'Alice', 'Liddell')
  bob = await newUser('bob.desk@example.com', '宝', '王')
  const customer = await newUser('plain.customer@example.com', 'Plain', 'Customer')
  ;[staffCookie, customerCookie] = await Promise.all([sessionCookie(staff.id), sessionCookie(customer)])
  await fileStorage().put('users/desk/alice-big.fastq', new TextEncoder().encode('@read1\nACGT\n+\nIIII\n'))
  await getDb()
    .insert(storedFiles)
    .values([
      // Sizes are what the catalogue says; only the downloaded one has bytes in storage.
      { ownerId: alice, name: 'big.fastq', sizeBytes: 3 * MB, storageKey: 'users/desk/alice-big.fastq' },
      { ownerId: alice, name: 'small.tsv', sizeBytes: 200 * 1024, storageKey: 'users/desk/alice-small.tsv' },
      { ownerId: alice, name: 'tables', isFolder: true },
      { ownerId: alice, folder: 'tables', name: 'otu.tsv', sizeBytes: MB, storageKey: 'users/desk/alice-otu.tsv' },
      { ownerId: bob, name: 'bob-big.fastq', sizeBytes: 5 * MB, storageKey: 'users/desk/bob-big.fastq' },
      {
        ownerId: bob,
        kind: FILE_KIND.project,
        folder: 'DESK-ORDER-1/A100/dataset',
        name: 'feature-table.tsv',
        sizeBytes: 2 * MB,
        storageKey: 'users/desk/bob-project.tsv',
      },
    ])
})

describe('the staff file desks', () => {
  it('filter every user’s personal files by owner e-mail or name, file name and size range', async () => {
    expect(await names(FILE_KIND.personal, { owner: 'alice.desk' })).toEqual([
      'big.fastq',
      'otu.tsv',
      'small.tsv',
      'tables',
    ])
    expect(await names(FILE_KIND.personal, { owner: '王宝' })).toEqual(['bob-big.fastq'])
    expect(await names(FILE_KIND.personal, { owner: 'Alice Liddell', name: 'FASTQ' })).toEqual(['big.fastq'])
    expect(await names(FILE_KIND.personal, { owner: 'desk@example', minMb: 1, maxMb: 4 })).toEqual([
      'big.fastq',
      'otu.tsv',
    ])
    expect(await names(FILE_KIND.personal, { owner: 'desk@example', maxMb: 0.5 })).toEqual(['small.tsv', 'tables'])
    // The project file is on the other desk only.
    expect(await names(FILE_KIND.personal, { name: 'feature-table' })).toEqual([])
  })

  it('lists project files with their tracking number and batch, and sorts by size', async () => {
    const { rows } = await listStaffFiles(FILE_KIND.project, { ...pageQuery, owner: 'bob.desk' })
    expect(
      rows.map(({ name, trackingNumber, batchId, ownerEmail }) => ({ name, trackingNumber, batchId, ownerEmail })),
    ).toEqual([
      {
        name: 'feature-table.tsv',
        trackingNumber: 'DESK-ORDER-1',
        batchId: 'A100',
        ownerEmail: 'bob.desk@example.com',
      },
    ])
    const bySize = await listStaffFiles(FILE_KIND.personal, {
      ...pageQuery,
      owner: 'desk@example',
      sort: 'size',
      direction: 'desc',
    })
    expect(bySize.rows.map((row) => row.name)).toEqual(['bob-big.fastq', 'big.fastq', 'otu.tsv', 'small.tsv', 'tables'])
  })

  it('serve staff the desks and a file’s bytes, and send a customer to /401', async () => {
    const request = (path: string, cookie: string) => new Request(`http://test${path}`, { headers: { Cookie: cookie } })
    const desk = await personalDeskLoader({
      request: request('/setting/projects/myfiles?owner=alice.desk&minMb=2', staffCookie),
      params: {},
      context,
    })
    const body = await desk.json()
    expect(body.page.rows.map((row: { name: string; size: string | null }) => [row.name, row.size])).toEqual([
      ['big.fastq', '3.0 MB'],
    ])
    const [file] = await getDb()
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.name, 'big.fastq'))
    const download = await downloadLoader({
      request: request(`/resources/staff-files/${file.id}`, staffCookie),
      params: { id: String(file.id) },
      context,
    })
    expect(download.headers.get('Content-Disposition')).toContain('big.fastq')
    expect(await download.text()).toBe('@read1\nACGT\n+\nIIII\n')

    const refused = async (run: () => Promise<unknown>) => {
      const answer = await run().then(
        () => null,
        (thrown: unknown) => thrown as Response,
      )
      return answer?.headers.get('Location')
    }
    const asCustomer = (path: string) => ({
      request: request(path, customerCookie),
      params: { id: String(file.id) },
      context,
    })
    expect(await refused(() => personalDeskLoader(asCustomer('/setting/projects/myfiles')))).toBe('/401')
    expect(await refused(() => projectDeskLoader(asCustomer('/setting/projects/projectfiles')))).toBe('/401')
    expect(await refused(() => quotasLoader(asCustomer('/setting/projects/myfiles/quotas')))).toBe('/401')
    expect(await refused(() => downloadLoader(asCustomer(`/resources/staff-files/${file.id}`)))).toBe('/401')
  })

  it('answers a size that is not a number with a 400', async () => {
    const answer = await personalDeskLoader({
      request: new Request('http://test/setting/projects/myfiles?minMb=lots', { headers: { Cookie: staffCookie } }),
      params: {},
      context,
    }).catch((thrown: Response) => thrown)
    expect((answer as Response).status).toBe(400)
  })
})

describe('storage quotas', () => {
  it('sum each user’s files in SQL and sort by use', async () => {
    const { rows } = await listStorageQuotas({ ...pageQuery, user: 'desk@example' })
    expect(rows.map(({ email, usedBytes, limitMb, over }) => ({ email, usedBytes, limitMb, over }))).toEqual([
      { email: 'bob.desk@example.com', usedBytes: 7 * MB, limitMb: 1024, over: false },
      { email: 'alice.desk@example.com', usedBytes: 4 * MB + 200 * 1024, limitMb: 1024, over: false },
    ])
  })

  it('change a limit with its audit row, and say when the user is now over it', async () => {
    expect(await setStorageLimit({ ...staff, clientAddress: '203.0.113.9' }, bob, 6)).toEqual({
      email: 'bob.desk@example.com',
      over: true,
    })
    const [change] = await changesOf(getDb(), 'account', bob)
    expect(change).toMatchObject({
      actorEmail: STAFF_EMAIL,
      action: 'update',
      before: { storageLimitMb: 1024 },
      after: { storageLimitMb: 6 },
      clientAddress: '203.0.113.9',
    })
    const { rows } = await listStorageQuotas({ ...pageQuery, user: 'desk@example', over: '1' })
    expect(rows.map((row) => row.email)).toEqual(['bob.desk@example.com'])
  })

  it('take a new limit from the form, refuse one out of range with a message, and refuse a customer', async () => {
    const post = (cookie: string, fields: Record<string, string>) =>
      quotasAction({
        request: new Request('http://test/setting/projects/myfiles/quotas?user=alice', {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        params: {},
        context,
      }).catch((thrown: Response) => thrown)

    const saved = (await post(staffCookie, { userId: String(alice), limitMb: '2048' })) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/setting/projects/myfiles/quotas?user=alice')
    for (const limitMb of ['0', '1.5', '10485761', 'lots']) {
      const refused = (await post(staffCookie, { userId: String(alice), limitMb })) as Response
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ userId: alice, errors: ['staffFiles.quotas.errors.limit'] })
    }
    const byCustomer = (await post(customerCookie, { userId: String(alice), limitMb: '1' })) as Response
    expect(byCustomer.headers.get('Location')).toBe('/401')
    const [row] = await getDb().select({ limitMb: users.storageLimitMb }).from(users).where(eq(users.id, alice))
    expect(row.limitMb).toBe(2048)
    expect((await changesOf(getDb(), 'account', alice)).map((change) => change.after)).toEqual([
      { storageLimitMb: 2048 },
    ])
  })
})
