import type { FastifyError, FastifyInstance } from 'fastify';
import { ADMIN_ERRORS } from '../domain/admin/texts';
import { SERVER_ANSWERS } from '../domain/i18n/serverAnswers';
import { ERRORS, MESSAGES } from '../domain/messages';
import { outagePart, RETRY_AFTER_SECONDS } from './outage';
import { ServiceError, type ServiceErrorKind } from './serviceErrors';

// The one place a service's error becomes an HTTP status.
const STATUS_OF: Record<ServiceErrorKind, number> = {
  'invalid-input': 400,
  'not-signed-in': 401,
  'not-found': 404,
  gone: 410,
  conflict: 409,
  'too-large': 413,
  'too-many-tries': 429,
  failed: 500,
  unavailable: 503,
};

// Framework errors a visitor can cause, turned into sentences a visitor can act on.
const FRIENDLY: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MESSAGES.fileTooLarge.description,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_ANSWERS.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_ANSWERS.contentType,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_ANSWERS.emptyBody,
  FST_INVALID_MULTIPART_CONTENT_TYPE: SERVER_ANSWERS.multipart,
  FST_FILES_LIMIT: SERVER_ANSWERS.onePhoto,
  FST_PARTS_LIMIT: SERVER_ANSWERS.tooManyFields,
  FST_FIELDS_LIMIT: SERVER_ANSWERS.tooManyFields,
  // @fastify/csrf-protection on the back office's state-changing requests.
  FST_CSRF_MISSING_SECRET: ADMIN_ERRORS.csrf,
  FST_CSRF_INVALID_TOKEN: ADMIN_ERRORS.csrf,
};

/**
 * One place turns errors into answers: a visitor's mistake is a 4xx with one clear sentence; a
 * part that is down for now (database, storage) a 503 saying to try again in a moment; anything
 * else is logged in full and answered with a plain 500 that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) return reply.code(STATUS_OF[error.kind]).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? error.code : undefined;
      const message = (code && FRIENDLY[code]) ?? (status === 429 ? error.message : error.message || SERVER_ANSWERS.badRequest);
      request.log.info({ code, status }, 'client error');
      return reply.code(status).send({ error: message });
    }
    const down = outagePart(error);
    if (down) {
      request.log.warn({ part: down, reason: error.message }, 'answered 503: a part the app needs is down');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: ERRORS.brieflyUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: SERVER_ANSWERS.failed });
  });
}
