import { describe, expect, it } from 'vitest'
import enCommon from '../public/locales/en/common.json'
import zhCommon from '../public/locales/zh/common.json'
import { TOOL_ERROR_CODE, TOOL_RUN_STATUS } from './tool-runs'

// The run pages look these texts up by code; a code without them would show its key.
describe.each([
  ['zh', zhCommon],
  ['en', enCommon],
])('the %s locale', (_language, messages) => {
  const { status, errorCodes } = messages.toolRuns as {
    status: Record<string, string | undefined>
    errorCodes: Record<string, { title?: string; suggestion?: string } | undefined>
  }

  it.each(Object.entries(TOOL_RUN_STATUS))('names run status %s (%i)', (_name, code) => {
    expect(status[code]?.trim()).toBeTruthy()
  })

  it.each(Object.entries(TOOL_ERROR_CODE))('has a title and a suggestion for error %s (%s)', (_name, code) => {
    expect(errorCodes[code]?.title?.trim()).toBeTruthy()
    expect(errorCodes[code]?.suggestion?.trim()).toBeTruthy()
  })
})
