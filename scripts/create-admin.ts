import { parseArgs } from 'node:util'
import { z } from 'zod'
import enCommon from '../public/locales/en/common.json'

/**
 * The production bootstrap: `npm run create-admin -- --email ops@example.com` makes that account an
 * administrator, creating it if needed. The password of a new account comes from ADMIN_PASSWORD,
 * else from standard input when it is not a terminal (`printf '%s' "$PW" | npm run ...`), else
 * from a prompt that does not echo it; it must pass the password policy. Needs DATABASE_URL, and
 * applies the migrations and the roles first, so it works before the platform's first start.
 */
const { values } = parseArgs({ options: { email: { type: 'string' } } })
const email = z.string().trim().email().safeParse(values.email)
if (!email.success) fail('usage: npm run create-admin -- --email <address>', 2)
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  fail(
    'create-admin: DATABASE_URL is not set. It bootstraps a deployment database; on the embedded default (`npm start` without DATABASE_URL) the demo accounts in the README exist already.',
    1,
  )
}

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    process.stderr.write(question)
    const input = process.stdin
    input.setRawMode(true)
    input.resume()
    let typed = ''
    const onData = (data: Buffer) => {
      for (const character of data.toString('utf8')) {
        if (character === '\u0003') {
          process.stderr.write('\n')
          process.exit(130)
        }
        if (character === '\r' || character === '\n') {
          input.setRawMode(false)
          input.pause()
          input.off('data', onData)
          process.stderr.write('\n')
          return resolve(typed)
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character
      }
    }
    input.on('data', onData)
  })
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  if (!process.stdin.isTTY) return readStdin()
  const password = await promptHidden('Password for the new administrator: ')
  if ((await promptHidden('Repeat it: ')) !== password) fail('create-admin: the two passwords differ', 1)
  return password
}

const { applyMigrations } = await import('../db/migrate')
const { closeDatabaseConnections, getDb } = await import('../db/client')
const { seedRolesAndPermissions } = await import('../db/seed/accounts')
const { createOrPromoteAdministrator } = await import('../db/seed/administrator')
try {
  await applyMigrations(databaseUrl)
  await seedRolesAndPermissions(getDb())
  const outcome = await createOrPromoteAdministrator(getDb(), { email: email.data, password: readPassword })
  if (outcome.kind === 'weak-password') {
    const rules = outcome.brokenRules.map((rule) => `  - ${enCommon.password.rules[rule]}`).join('\n')
    fail(`create-admin: the password does not meet the password policy:\n${rules}`, 1)
  }
  const said = {
    created: `created administrator ${email.data}`,
    promoted: `${email.data} is now an administrator (its password is unchanged)`,
    'already-administrator': `${email.data} is already an administrator; nothing changed`,
  }
  process.stdout.write(`${said[outcome.kind]}\n`)
} finally {
  await closeDatabaseConnections()
}
