import pino, { type Logger } from 'pino'
import { scrubSecrets, scrubValue } from '../domain/text/scrub-secrets'

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
      // The last line of defence: callers scrub what they log, and every field and message is
      // scrubbed again here, so a secret inside free text (an error message, a body) never lands.
      formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          // log.error(err): pino would take err.message as the line's message, unscrubbed.
          if (args[0] instanceof Error && typeof args[1] !== 'string') {
            method.apply(this, [{ err: args[0] }, scrubSecrets(args[0].message)])
            return
          }
          const scrubbed = args.map((a) => (typeof a === 'string' ? scrubSecrets(a) : a)) as typeof args
          method.apply(this, scrubbed)
        },
      },
    },
    options.destination,
  )
}

export type { Logger }
