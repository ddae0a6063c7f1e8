import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { ensureDatabase } from '../../db/ensure-database'
import { startPlatform } from './platform-server'
import { startTestPostgres, temporaryFolder } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    postgresServerUrl: string
    postgresUrlPrefix: string
    fileStorageDir: string
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres()
  await ensureDatabase(postgres.serverUrl, 'biocloud_e2e')
  const fileStorageDir = temporaryFolder('biocloud-e2e-files-')
  const platform = await startPlatform({
    databaseUrl: postgres.urlFor('biocloud_e2e'),
    filesDir: fileStorageDir,
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
  })
  project.provide('baseUrl', platform.baseUrl)
  project.provide('postgresServerUrl', postgres.serverUrl)
  project.provide('postgresUrlPrefix', postgres.urlFor(''))
  project.provide('fileStorageDir', fileStorageDir)
  return async () => {
    await platform.stop()
    await postgres.stop()
    fs.rmSync(fileStorageDir, { recursive: true, force: true })
  }
}
