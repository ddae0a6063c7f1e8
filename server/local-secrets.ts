import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * On the zero-setup path (`npm start`, embedded database) there is nobody to provide secrets, so
 * each one is generated once and kept beside the data, surviving restarts like the sessions it
 * signs. Deployments with DATABASE_URL must set them in the environment.
 */
export function ensureLocalSecrets(dataRoot: string, names: string[]): void {
  fs.mkdirSync(dataRoot, { recursive: true })
  for (const name of names) {
    if (process.env[name]) continue
    const file = path.join(dataRoot, `${name.toLowerCase()}.txt`)
    if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    process.env[name] = fs.readFileSync(file, 'utf8').trim()
  }
}
