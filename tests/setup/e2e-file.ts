import { afterAll, afterEach } from 'vitest'
import { failOnBrowserErrors } from '../e2e/browser'

// After the test's own afterEach (hooks run as a stack), so errors logged while it closes its pages count too.
afterEach(failOnBrowserErrors)
// Pages opened in beforeAll or afterAll.
afterAll(failOnBrowserErrors)
