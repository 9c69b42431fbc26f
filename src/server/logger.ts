import pino, { type DestinationStream, type Logger } from 'pino';
import { withoutQueryValues } from './db/withoutQueryValues';

/**
 * The server's log. Keys, passwords, cookies and authorisation headers are redacted wherever
 * they appear, and a failed query's error keeps its SQL but not the values it was sent with.
 * `destination`: where lines go (stdout by default; tests read them).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error) as Error) },
    redact: {
      paths: [
        'req.headers.authorization',
        // A wrap's owner token (generation/ownerToken.ts): whoever reads it can change the wrap.
        'req.headers["x-wrap-owner"]',
        // @fastify/multipart logs every request header at trace level, before busboy reads the form.
        'busboyOptions.headers["x-wrap-owner"]',
        'busboyOptions.headers.authorization',
        'busboyOptions.headers.cookie',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'apiKey',
        '*.apiKey',
        '*.api_key',
        'OPENAI_API_KEY',
        '*.OPENAI_API_KEY',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
