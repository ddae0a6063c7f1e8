import { parseArgs } from 'node:util'
import { crmTokenSecret, MAX_TOKEN_LIFETIME_SECONDS, signCrmLoginToken } from '../app/utils/crm-login-token.server'

/**
 * What the customer-management system runs (or embeds) to send a customer straight into the
 * platform: `npm run -s sign-login-token -- --email a@b.c [--first-name 明] [--last-name 李] [--minutes 10]
 * [--base-url https://...]`. The names name the account the link creates for an e-mail new to the platform.
 * It signs with the secret the running platform uses: CRM_TOKEN_SECRET, or else the one `npm start`
 * generated into `$DATA_DIR` (default `.data`). Each link works once, for at most 15 minutes.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    minutes: { type: 'string', default: '10' },
    'base-url': { type: 'string', default: 'http://localhost:3000' },
  },
})
const maxMinutes = MAX_TOKEN_LIFETIME_SECONDS / 60
const minutes = Number(values.minutes)
if (!values.email || !Number.isFinite(minutes) || minutes <= 0 || minutes > maxMinutes) {
  process.stderr.write(
    `usage: sign-login-token --email <address> [--first-name NAME] [--last-name NAME] [--minutes N, at most ${maxMinutes}] [--base-url URL]\n`,
  )
  process.exit(2)
}
let secret: string
try {
  secret = crmTokenSecret()
} catch (error) {
  process.stderr.write(`sign-login-token: ${(error as Error).message}\n`)
  process.exit(1)
}
const exp = Math.floor(Date.now() / 1000 + minutes * 60)
const token = signCrmLoginToken(
  { email: values.email, exp, firstName: values['first-name'], lastName: values['last-name'] },
  secret,
)
process.stdout.write(`${values['base-url'].replace(/\/$/, '')}/auth/${token}\n`)
