import pino, { type Logger } from 'pino'

/** Anything that could carry a secret is removed before a line is written. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.pwd',
  '*.token',
  '*.key',
  'password',
  'token',
]

export function createLogger(options: { level: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Query strings can carry credentials (the legacy password reset puts the key and the new
      // password there): only paths are ever logged.
      serializers: { err: pino.stdSerializers.err },
    },
    options.destination,
  )
}

export type { Logger }
