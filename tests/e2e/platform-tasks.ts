import { execFileSync } from 'node:child_process'
import { inject } from 'vitest'

/** The database the e2e server runs on (tests/setup/e2e-global.ts). */
export const databaseUrl = () => `${inject('postgresUrlPrefix')}biocloud_e2e`

/**
 * Runs a snippet with the platform's own modules (createToolTask and friends) in a child process:
 * tsx resolves the project's path aliases, which this test runner does not. `env` points it at
 * another database or storage (a platform of the test's own, an S3 bucket).
 */
export function runWithPlatformModules<T>(code: string, input: unknown, env: Record<string, string> = {}): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      FILE_STORAGE_DIR: inject('fileStorageDir'),
      SNIPPET_INPUT: JSON.stringify(input),
      ...env,
    },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').pop()!) as T
}

export interface TaskRequest {
  email: string
  scriptClassName: string
  language: 'zh' | 'en'
  params?: Record<string, unknown>
  /** Replaces the demo files: data key → file name and text. */
  files?: Record<string, { fileName: string; text: string }>
}

/** Submits a tool's demo (or the given files) as the user, exactly as the tool page does; `env` as for runWithPlatformModules. */
export function createTask(request: TaskRequest, env: Record<string, string> = {}): { id: number; taskNumber: string } {
  return runWithPlatformModules(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { fileStorage } = await import('./db/file-storage.ts')
    const { tools } = await import('./db/schema/tools.ts')
    const { users } = await import('./db/schema/users.ts')
    const { createToolTask } = await import('./app/utils/tools/tool-tasks.server.ts')
    const request = JSON.parse(process.env.SNIPPET_INPUT)
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, request.email))
    const [tool] = await getDb().select().from(tools).where(eq(tools.scriptClassName, request.scriptClassName))
    const files = {}
    if (request.files) {
      for (const [key, file] of Object.entries(request.files)) files[key] = { fileName: file.fileName, bytes: new TextEncoder().encode(file.text) }
    } else {
      for (const [key, storageKey] of Object.entries(tool.demo.files)) files[key] = { fileName: storageKey.split('/').pop(), bytes: await fileStorage().get(storageKey) }
    }
    const created = await createToolTask({ userId: user.id, toolId: tool.id, params: { ...tool.demo.params, ...request.params }, files, language: request.language })
    await closeDatabaseConnections()
    console.log(JSON.stringify(created))
    `,
    request,
    env,
  )
}
