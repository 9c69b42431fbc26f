import pino, { type Logger } from 'pino';

/** The server's log. Keys and authorisation headers are redacted wherever they appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'apiKey', '*.apiKey', '*.api_key', 'OPENAI_API_KEY', '*.OPENAI_API_KEY'],
      censor: '[redacted]',
    },
  });
}
