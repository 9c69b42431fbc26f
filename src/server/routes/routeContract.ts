import type { FastifySchema, FastifySchemaValidationError } from 'fastify';
import { ERRORS } from '../../domain/messages';
import { HIDDEN_CHARACTERS_ISSUE } from '../../domain/plainText';
import { InvalidInput, type ServiceError } from '../serviceErrors';

type CheckedPart = 'params' | 'querystring' | 'body';
type SchemaErrorFormatter = (errors: FastifySchemaValidationError[], part: string) => Error;

/** The service error a route answers when one part of a request does not fit; `fields` name what failed ('' for the whole part). */
export type Refusal = (fields: string[]) => ServiceError;

/**
 * A route's schemas from the shared contract (src/domain/api.ts), for Fastify to check requests
 * and serialise answers with, and for each checked part the answer a request that does not fit
 * gets: the same kind and sentence the route gave when it checked by hand, so a visitor reads
 * "Please generate a car wrap first", never the schema's own wording.
 */
export function routeContract<S extends FastifySchema>(
  schema: S,
  refusals: { [P in Extract<keyof S, CheckedPart>]: Refusal },
): { schema: S; schemaErrorFormatter: SchemaErrorFormatter } {
  const refusalOf: Partial<Record<string, Refusal>> = refusals;
  return {
    schema,
    schemaErrorFormatter: (errors, part) => {
      const fields = errors.map((error) => error.instancePath.split('/')[1] ?? '');
      // A text field with a character nobody types (src/domain/plainText.ts) gets that one sentence, on every route.
      if (errors.some((error) => error.message === HIDDEN_CHARACTERS_ISSUE)) return new InvalidInput(ERRORS.hiddenCharacters);
      // The type above asks for every checked part, so only an unchecked one (headers) lands on the handler's plain 400.
      return refusalOf[part]?.(fields) ?? new Error();
    },
  };
}
