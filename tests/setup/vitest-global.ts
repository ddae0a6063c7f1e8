import type { TestProject } from 'vitest/node'
import { prepareTemplate, startTestPostgres } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresServerUrl: string
    postgresUrlPrefix: string
  }
}

/** One embedded Postgres for the whole run; each test file gets its own copy of the template. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres()
  await prepareTemplate(server)
  project.provide('postgresServerUrl', server.serverUrl)
  project.provide('postgresUrlPrefix', server.urlFor(''))
  return async () => {
    await server.stop()
  }
}
