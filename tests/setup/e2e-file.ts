import { afterAll, afterEach } from 'vitest'
import { failOnBrowserErrors } from '../e2e/browser'
import { stopLeftoverPlatforms } from './platform-server'

// Registered first, so it runs after the file's own afterAll, which stops the platforms it got.
afterAll(stopLeftoverPlatforms)

// After the test's own afterEach (hooks run as a stack), so errors logged while it closes its pages count too.
afterEach(failOnBrowserErrors)
// Pages opened in beforeAll or afterAll.
afterAll(failOnBrowserErrors)
