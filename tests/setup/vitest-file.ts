import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, inject } from 'vitest'
import { loadEnvironment } from '../../core/env'
import { createDatabaseFromTemplate, temporaryFolder } from './postgres'

// Test files share their thread (vitest.config.ts): what one sets in the environment is taken back after it.
const environmentBefore = { ...process.env }

// Each test file: its own copy of the seeded database and of the seeded file storage.
const database = `test_${randomBytes(6).toString('hex')}`
await createDatabaseFromTemplate(inject('postgresServerUrl'), database)
process.env.DATABASE_URL = `${inject('postgresUrlPrefix')}${database}`
const filesDir = temporaryFolder('biocloud-test-files-')
fs.cpSync(inject('templateFilesDir'), filesDir, { recursive: true })
process.env.FILE_STORAGE_DIR = filesDir
loadEnvironment()

afterAll(async () => {
  const { closeDatabaseConnections } = await import('../../db/client')
  await closeDatabaseConnections()
  fs.rmSync(filesDir, { recursive: true, force: true })
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name]
  Object.assign(process.env, environmentBefore)
  loadEnvironment()
})
