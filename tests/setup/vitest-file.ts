import { randomBytes } from 'node:crypto'
import { afterAll, inject } from 'vitest'
import { createDatabaseFromTemplate } from './postgres'

const database = `test_${randomBytes(6).toString('hex')}`
await createDatabaseFromTemplate(inject('postgresServerUrl'), database)
process.env.DATABASE_URL = `${inject('postgresUrlPrefix')}${database}`

afterAll(async () => {
  const { closeDatabaseConnections } = await import('../../db/client')
  await closeDatabaseConnections()
})
