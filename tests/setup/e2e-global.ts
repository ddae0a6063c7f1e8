import type { TestProject } from 'vitest/node'
import { ensureDatabase } from '../../server/embedded-postgres'
import { startPlatform } from './platform-server'
import { startTestPostgres } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    postgresServerUrl: string
    postgresUrlPrefix: string
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres()
  await ensureDatabase(postgres.serverUrl, 'biocloud_e2e')
  const platform = await startPlatform({ databaseUrl: postgres.urlFor('biocloud_e2e'), env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } })
  project.provide('baseUrl', platform.baseUrl)
  project.provide('postgresServerUrl', postgres.serverUrl)
  project.provide('postgresUrlPrefix', postgres.urlFor(''))
  return async () => {
    await platform.stop()
    await postgres.stop()
  }
}
