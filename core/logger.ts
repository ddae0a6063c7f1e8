import pino from 'pino'
import { env } from './env'

export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'biocloud' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
})
