// zod/mini, like src/domain/api.ts: the chunks that check a form stay small.
import * as z from 'zod/mini';
import { hasHiddenCharacters } from './hiddenCharacters';

/**
 * The issue a text field with a character nobody types (hiddenCharacters.ts) fails with. A code,
 * not the sentence: the server answers ERRORS.hiddenCharacters for it on every route
 * (routeContract.ts), and this file stays free of messages.ts, which would otherwise be split
 * out of the visitor's first view into a chunk of its own.
 */
export const HIDDEN_CHARACTERS_ISSUE = 'hidden-characters';

/** A text field of the contract, on one line. */
export const lineText = () => z.string().check(z.refine((text) => !hasHiddenCharacters(text), { error: HIDDEN_CHARACTERS_ISSUE }));

/** The same for a text of several lines (a textarea): tabs and line breaks are kept. */
export const linesText = () => z.string().check(z.refine((text) => !hasHiddenCharacters(text, true), { error: HIDDEN_CHARACTERS_ISSUE }));
