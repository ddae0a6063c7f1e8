import type { TestProject } from 'vitest/node'
import fs from 'node:fs'
import { prepareTemplate, startTestPostgres, temporaryFolder } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresServerUrl: string
    postgresUrlPrefix: string
    templateFilesDir: string
  }
}

/** One embedded Postgres for the whole run; each test file gets its own copy of the template. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres()
  const templateFilesDir = temporaryFolder('biocloud-test-files-')
  await prepareTemplate(server, templateFilesDir)
  project.provide('postgresServerUrl', server.serverUrl)
  project.provide('postgresUrlPrefix', server.urlFor(''))
  project.provide('templateFilesDir', templateFilesDir)
  return async () => {
    await server.stop()
    fs.rmSync(templateFilesDir, { recursive: true, force: true })
  }
}
