import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with nothing configured', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.AI_PROVIDER).toBe('auto');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.filesDir.endsWith('/data/files')).toBe(true);
  });

  it('names a bad port in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Bad setting: PORT="abc" must be a whole number$/);
  });

  it('names a database URL of the wrong kind', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x" must be a URL/);
  });

  it('lists every bad setting at once', () => {
    try {
      loadConfig({ PORT: '70000', AI_PROVIDER: 'magic' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT="70000" must be at most 65535');
      expect((error as Error).message).toContain('AI_PROVIDER="magic" must be auto, local or openai');
    }
  });
});
