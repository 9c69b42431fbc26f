import { APIConnectionTimeoutError, AuthenticationError, InternalServerError } from 'openai';
import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { openAiFailure } from './openAiFailure';
import { editSizeFor } from './openAiProvider';

describe('editSizeFor', () => {
  it('asks for the supported size nearest the photo\'s shape', () => {
    expect(editSizeFor(1024, 683)).toBe('1536x1024');
    expect(editSizeFor(683, 1024)).toBe('1024x1536');
    expect(editSizeFor(1024, 900)).toBe('1024x1024');
  });
});

describe('openAiFailure', () => {
  const headers = new Headers();
  it('surfaces error.message, hides key errors, names timeouts, else falls back', () => {
    expect(openAiFailure(new InternalServerError(500, { message: 'Overloaded' }, undefined, headers), ERRORS.generate).message).toBe('Overloaded');
    expect(openAiFailure(new AuthenticationError(401, { message: 'Incorrect API key provided: sk-ab***yz' }, undefined, headers), ERRORS.generate).message).toBe(
      MESSAGES.keyNotAvailable.description,
    );
    expect(openAiFailure(new APIConnectionTimeoutError(), ERRORS.analyze).message).toBe(ERRORS.providerTimeout);
    expect(openAiFailure(new InternalServerError(500, undefined, undefined, headers), ERRORS.generate).message).toBe(ERRORS.generate);
    expect(openAiFailure(new Error('socket hang up'), ERRORS.analyze).message).toBe(ERRORS.analyze);
  });
});
