import { parseArgs } from 'node:util'
import { crmTokenSecret, signCrmLoginToken } from '../app/utils/crm-login-token.server'

/**
 * What the customer-management system runs (or embeds) to send a customer straight into the
 * platform: `npm run -s sign-login-token -- --email a@b.c [--minutes 10] [--base-url https://...]`.
 * The secret comes from CRM_TOKEN_SECRET, the same variable the platform reads.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    minutes: { type: 'string', default: '10' },
    'base-url': { type: 'string', default: 'http://localhost:3000' },
  },
})
if (!values.email) {
  process.stderr.write('usage: sign-login-token --email <address> [--minutes N] [--base-url URL]\n')
  process.exit(2)
}
const exp = Math.floor(Date.now() / 1000) + Number(values.minutes) * 60
const token = signCrmLoginToken({ email: values.email, exp }, crmTokenSecret())
process.stdout.write(`${values['base-url']}/auth/${token}\n`)
