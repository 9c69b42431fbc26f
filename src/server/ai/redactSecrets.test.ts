import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redactSecrets';

describe('redactSecrets', () => {
  it('removes keys, bearer tokens, organisation, project and user ids and long tokens, and keeps the words', () => {
    // A made-up key, put together here so nothing key-shaped sits in the repository's text.
    const madeUpKey = ['sk', 'proj', 'Ab12Cd34Ef56Gh78Ij90'].join('-');
    const text =
      'Rate limit reached for gpt-image-2 in organization org-AbC123dEf456GhI on images per min (proj_9ZyXwV8u, user-77aa). ' +
      `Key ${madeUpKey} sent as Bearer eyJhbGciOiJIUzI1NiJ9.payload; trace 0123456789abcdef0123456789abcdef01.`;
    const redacted = redactSecrets(text);
    for (const secret of [
      'AbC123dEf456GhI',
      '9ZyXwV8u',
      '77aa',
      'Ab12Cd34Ef56Gh78Ij90',
      'eyJhbGciOiJIUzI1NiJ9',
      '0123456789abcdef0123456789abcdef01',
    ]) {
      expect(redacted).not.toContain(secret);
    }
    expect(redacted).toContain('Rate limit reached for gpt-image-2 in organization org-[redacted] on images per min');
    expect(redacted).toContain('sk-[redacted]');
    expect(redacted).toContain('Bearer [redacted]');
  });

  it('removes a known secret whatever its shape, and leaves ordinary sentences alone', () => {
    expect(redactSecrets('the gateway echoed my-shop-key-1 back', ['my-shop-key-1'])).toBe('the gateway echoed [redacted] back');
    const plain = 'The server had an error while processing your request. Sorry about that!';
    expect(redactSecrets(plain)).toBe(plain);
  });
});
