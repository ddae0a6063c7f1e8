import { z } from 'zod'

/**
 * Every environment variable the platform reads, validated in one place. The entry point
 * (server/main.ts) loads it first and stops with a list of every problem; other modules read the
 * validated values through `env()`, never `process.env`.
 */
const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))

const flag = (name: string) =>
  z.enum(['true', 'false'], { message: `${name} must be "true" or "false"` }).transform((value) => value === 'true')

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))

const environmentSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
      .default('production'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: whole('DATABASE_POOL_SIZE', 1, 1000).default('10'),
    DATA_DIR: z.string().min(1).default('.data'),
    FILE_STORAGE_DIR: optionalText,
    STORAGE_BACKEND: z.enum(['local', 's3'], { message: 'STORAGE_BACKEND must be local or s3' }).default('local'),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(
      z.string().url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional(),
    ),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE').default('false'),
    /** The largest file one resumable (tus) upload may send; the owner's storage limit applies too. */
    RESUMABLE_UPLOAD_MAX_MB: whole('RESUMABLE_UPLOAD_MAX_MB', 1, 5_242_880).default('5120'),
    BUILD_DIR: z.string().min(1).default('build'),
    PORT: whole('PORT', 1, 65535).default('3000'),
    SESSION_SECRET: optionalText,
    CRM_TOKEN_SECRET: optionalText,
    COOKIE_SECURE: flag('COOKIE_SECURE').optional(),
    TRUST_PROXY_HOPS: whole('TRUST_PROXY_HOPS', 0, 10).default('0'),
    LOGIN_RATE_LIMIT_PER_MINUTE: whole('LOGIN_RATE_LIMIT_PER_MINUTE', 1, 100_000).default('10'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL must be a pino level (fatal … trace, silent)',
      })
      .optional(),
    PROVIDER_WEBSITE_URL: z.string().url('PROVIDER_WEBSITE_URL must be a URL').default('https://www.example.com/'),
    PRODUCT_URL: z.string().url('PRODUCT_URL must be a URL').default('https://www.example.com/sequencing-services'),
    SALES_EMAIL: z.string().email('SALES_EMAIL must be an e-mail address').default('sales@example.com'),
    SERVICE_EMAIL: z.string().email('SERVICE_EMAIL must be an e-mail address').default('service@example.com'),
    SEED_DEMO_ACCOUNTS: flag('SEED_DEMO_ACCOUNTS').optional(),
    BIOCLOUD_ROLE: z
      .enum(['all', 'web', 'worker'], { message: 'BIOCLOUD_ROLE must be all, web or worker' })
      .default('all'),
    WEB_CONCURRENCY: whole('WEB_CONCURRENCY', 1, 256).optional(),
    WORKER_CONCURRENCY: whole('WORKER_CONCURRENCY', 1, 256).optional(),
    TOOL_TASK_TIME_LIMIT_SECONDS: whole('TOOL_TASK_TIME_LIMIT_SECONDS', 1, 7 * 24 * 3600).default('600'),
    TOOL_TASK_MEMORY_LIMIT_MB: whole('TOOL_TASK_MEMORY_LIMIT_MB', 64, 1_048_576).default('2048'),
    TABLE_MAX_CELLS: whole('TABLE_MAX_CELLS', 1, 1e12).default('50000000'),
    WORKER_SHUTDOWN_GRACE_SECONDS: whole('WORKER_SHUTDOWN_GRACE_SECONDS', 0, 3600).default('10'),
    STAFF_EMAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'STAFF_EMAIL_DOMAIN must be a domain name such as biocloud.example.com')
      .default('biocloud.example.com'),
  })
  .superRefine((value, context) => {
    if (value.STORAGE_BACKEND !== 's3') return
    if (!value.S3_BUCKET)
      context.addIssue({ code: 'custom', message: 'S3_BUCKET must be set when STORAGE_BACKEND is s3' })
    if (!value.S3_ACCESS_KEY_ID !== !value.S3_SECRET_ACCESS_KEY) {
      context.addIssue({ code: 'custom', message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' })
    }
  })
  .transform((value) => ({
    ...value,
    FILE_STORAGE_DIR: value.FILE_STORAGE_DIR ?? `${value.DATA_DIR}/files`,
    COOKIE_SECURE: value.COOKIE_SECURE ?? value.NODE_ENV === 'production',
    LOG_LEVEL: value.LOG_LEVEL ?? (value.NODE_ENV === 'test' ? 'warn' : 'info'),
  }))

const SECRETS_REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'CRM_TOKEN_SECRET'] as const

export type Environment = z.infer<typeof environmentSchema>

export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvironmentError'
  }
}

/** Validates an environment; throws an EnvironmentError naming every problem at once. */
export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  // An empty variable (`PORT=`) means "not set", as in most tools; defaults then apply.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = environmentSchema.safeParse(present)
  if (!parsed.success) throw new EnvironmentError(parsed.error.issues.map((issue) => issue.message))
  return parsed.data
}

/**
 * Processes that serve pages sign cookies and login links: in production against a configured
 * database they need real secrets (the embedded default generates its own before it serves).
 * Workers and command-line scripts need none.
 */
export function assertServingSecrets(environment: Environment): void {
  if (environment.NODE_ENV !== 'production' || !environment.DATABASE_URL) return
  const missing = SECRETS_REQUIRED_IN_PRODUCTION.filter((name) => !environment[name])
  if (missing.length > 0) throw new EnvironmentError(missing.map((name) => `${name} must be set in production`))
}

let loaded: Environment | null = null

/**
 * Validates `process.env` and keeps the result. The entry point calls it at start-up, and again
 * after it has filled in what the embedded default provides (DATABASE_URL, generated secrets).
 */
export function loadEnvironment(): Environment {
  loaded = parseEnvironment(process.env)
  return loaded
}

/** The validated environment (loaded on first use when no entry point loaded it: tests, scripts). */
export function env(): Environment {
  return loaded ?? loadEnvironment()
}
