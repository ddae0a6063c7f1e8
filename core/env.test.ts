import { describe, expect, it } from 'vitest'
import { assertServingSecrets, EnvironmentError, parseEnvironment } from './env'

describe('parseEnvironment', () => {
  it('fills the documented defaults on an empty development environment', () => {
    const environment = parseEnvironment({ NODE_ENV: 'development' })
    expect(environment).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      FILE_STORAGE_DIR: '.data/files',
      TRUST_PROXY_HOPS: 0,
      LOGIN_RATE_LIMIT_PER_MINUTE: 10,
      COOKIE_SECURE: false,
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: 10,
    })
    expect(environment.DATABASE_URL).toBeUndefined()
  })

  it('names every bad variable at once', () => {
    const attempt = () =>
      parseEnvironment({
        NODE_ENV: 'production',
        PORT: '3e3',
        TRUST_PROXY_HOPS: '-1',
        COOKIE_SECURE: 'yes',
        DATABASE_URL: 'mysql://x',
        SALES_EMAIL: 'nobody',
      })
    expect(attempt).toThrow(EnvironmentError)
    try {
      attempt()
    } catch (error) {
      expect((error as EnvironmentError).problems).toEqual(
        expect.arrayContaining([
          'PORT must be a whole number',
          'TRUST_PROXY_HOPS must be a whole number',
          'COOKIE_SECURE must be "true" or "false"',
          'DATABASE_URL must be a postgres:// or postgresql:// URL',
          'SALES_EMAIL must be an e-mail address',
        ]),
      )
    }
  })

  it('treats an empty variable as unset and keeps explicit values', () => {
    const environment = parseEnvironment({
      NODE_ENV: 'production',
      PORT: '',
      SESSION_SECRET: 'a,b',
      CRM_TOKEN_SECRET: 'c',
      COOKIE_SECURE: 'false',
      DATA_DIR: '/srv/bio',
    })
    expect(environment).toMatchObject({
      PORT: 3000,
      SESSION_SECRET: 'a,b',
      COOKIE_SECURE: false,
      FILE_STORAGE_DIR: '/srv/bio/files',
    })
  })

  it('refuses an out-of-range port', () => {
    expect(() => parseEnvironment({ NODE_ENV: 'test', PORT: '70000' })).toThrow('PORT must be at most 65535')
  })

  it('bounds a resumable upload at 5 GB unless told otherwise, and refuses a size that is not a whole number of MB', () => {
    expect(parseEnvironment({ NODE_ENV: 'test' }).RESUMABLE_UPLOAD_MAX_MB).toBe(5120)
    expect(parseEnvironment({ NODE_ENV: 'test', RESUMABLE_UPLOAD_MAX_MB: '20480' }).RESUMABLE_UPLOAD_MAX_MB).toBe(20480)
    expect(() => parseEnvironment({ NODE_ENV: 'test', RESUMABLE_UPLOAD_MAX_MB: '5G' })).toThrow(
      'RESUMABLE_UPLOAD_MAX_MB must be a whole number',
    )
    expect(() => parseEnvironment({ NODE_ENV: 'test', RESUMABLE_UPLOAD_MAX_MB: '0' })).toThrow(
      'RESUMABLE_UPLOAD_MAX_MB must be at least 1',
    )
  })
})

describe('secrets in production', () => {
  it('are required of a serving process with a DATABASE_URL, and left to the embedded default without one', () => {
    const configured = parseEnvironment({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/biocloud' })
    expect(() => assertServingSecrets(configured)).toThrow('SESSION_SECRET must be set in production')
    expect(() => assertServingSecrets(parseEnvironment({ NODE_ENV: 'production' }))).not.toThrow()
    expect(() =>
      assertServingSecrets(
        parseEnvironment({
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://db/biocloud',
          SESSION_SECRET: 's',
          CRM_TOKEN_SECRET: 'c',
        }),
      ),
    ).not.toThrow()
  })
})
