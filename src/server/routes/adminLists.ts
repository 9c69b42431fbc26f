import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { InvalidInput } from '../serviceErrors';
import type { Refusal } from './routeContract';

/** A back-office list's query: a bad page alone says so; any other bad field gets the list's own sentence. */
export const badListQuery =
  (badFilter: string): Refusal =>
  (fields) =>
    new InvalidInput(fields.every((field) => field === 'page') ? ADMIN_ERRORS.badPage : badFilter);
