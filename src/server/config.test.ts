import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, engineSettings, loadConfig, shownValue } from './config';
import { checkWebhookAddress } from './leads/webhookAddress';
import { serverEntry } from './serverBundle.testutil';

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

  it('runs web and worker processes only on PostgreSQL, where they share their jobs', () => {
    expect(loadConfig({}).ROLE).toBe('all');
    expect(loadConfig({ ROLE: 'web', DATABASE_URL: 'postgres://db/wraps' }).ROLE).toBe('web');
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(
      new ConfigError('Bad setting: ROLE=worker needs DATABASE_URL (web and worker processes share their jobs through PostgreSQL)'),
    );
    expect(() => loadConfig({ ROLE: 'cron' })).toThrow(/^Bad setting: ROLE="cron" must be all, web or worker$/);
  });

  it('names a database URL of the wrong kind', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x" must be a URL/);
  });

  it('shares rate limits through Redis only when REDIS_URL names one, and never prints its password', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://:pw@cache:6379' }).REDIS_URL).toBe('redis://:pw@cache:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache:6379' })).toThrow(
      /^Bad setting: REDIS_URL="http:\/\/:\*\*\*@cache:6379" must be a URL starting with redis: or rediss:\/\/$/,
    );
  });

  it('links the source code to /source unless SOURCE_URL names an http(s) address or a path', () => {
    expect(loadConfig({}).SOURCE_URL).toBe('/source');
    expect(loadConfig({ SOURCE_URL: '' }).SOURCE_URL).toBe('/source');
    expect(loadConfig({ SOURCE_URL: ' https://git.shop.example/wraps ' }).SOURCE_URL).toBe('https://git.shop.example/wraps');
    expect(loadConfig({ SOURCE_URL: '/downloads/wraps.tar.gz' }).SOURCE_URL).toBe('/downloads/wraps.tar.gz');
    for (const bad of ['ftp://git.shop.example/wraps', 'javascript:alert(1)', 'git.shop.example', '//evil.example/x']) {
      expect(() => loadConfig({ SOURCE_URL: bad })).toThrow(
        new ConfigError(
          `Bad setting: SOURCE_URL=${JSON.stringify(bad)} must be a URL starting with http:// or https://, or a path starting with /`,
        ),
      );
    }
  });

  it('reviews the gallery only when GALLERY_REVIEW is true', () => {
    expect(loadConfig({}).GALLERY_REVIEW).toBe(false);
    expect(loadConfig({ GALLERY_REVIEW: '' }).GALLERY_REVIEW).toBe(false);
    expect(loadConfig({ GALLERY_REVIEW: ' TRUE ' }).GALLERY_REVIEW).toBe(true);
    expect(loadConfig({ GALLERY_REVIEW: 'false' }).GALLERY_REVIEW).toBe(false);
    expect(() => loadConfig({ GALLERY_REVIEW: 'yes please' })).toThrow(/^Bad setting: GALLERY_REVIEW="yes please" must be true or false$/);
  });

  it("keeps the back office's sessions 12 hours idle / 7 days and locks after 5 wrong passwords for 15 minutes unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({
      ADMIN_SESSION_IDLE_HOURS: 12,
      ADMIN_SESSION_DAYS: 7,
      ADMIN_LOCKOUT_ATTEMPTS: 5,
      ADMIN_LOCKOUT_MINUTES: 15,
      ADMIN_LOGIN_RATE_LIMIT: 20,
    });
    expect(loadConfig({ ADMIN_LOCKOUT_ATTEMPTS: '10' }).ADMIN_LOCKOUT_ATTEMPTS).toBe(10);
    expect(() => loadConfig({ ADMIN_LOCKOUT_MINUTES: '0' })).toThrow(/^Bad setting: ADMIN_LOCKOUT_MINUTES="0" must be at least 1$/);
  });

  it('trusts no proxy unless TRUST_PROXY says which: true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1, fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.example', '1,2', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        new ConfigError(
          `Bad setting: TRUST_PROXY=${JSON.stringify(bad)} must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges`,
        ),
      );
    }
  });

  it('waits 60 s for a whole request, 120 s of silence and 72 s on an idle kept-alive connection unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ REQUEST_TIMEOUT_MS: 60_000, CONNECTION_TIMEOUT_MS: 120_000, KEEP_ALIVE_TIMEOUT_MS: 72_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '180000' }).REQUEST_TIMEOUT_MS).toBe(180_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/^Bad setting: REQUEST_TIMEOUT_MS="0" must be at least 1000$/);
  });

  it('names a bad setting without printing its password or key', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a bad setting');
    };
    expect(message({ DATABASE_URL: 'postgres://user:secret@host:99999/db' })).toBe(
      'Bad setting: DATABASE_URL="postgres://user:***@host:99999/db" must be a URL starting with postgres: or postgresql://',
    );
    // Unparseable as a URL too: a space in the host.
    expect(message({ DATABASE_URL: 'mysql://shop:s3cr3t pass@db host/wraps' })).toContain('DATABASE_URL="mysql://shop:***@db host/wraps"');
    expect(message({ SMTP_URL: 'http://mailer:hunter2@mail.example:587' })).toContain('SMTP_URL="http://mailer:***@mail.example:587"');
    expect(message({ SMTP_URL: 'http://mailer:hunter2@mail.example:587', PORT: 'x' })).not.toMatch(/hunter2/);
    expect(shownValue('OPENAI_API_KEY', 'sk-proj-abc123')).toBe('***');
    expect(shownValue('PUBLIC_URL', 'https://wraps.example/')).toBe('https://wraps.example/');
  });

  it('keeps files in the local folder unless S3_ENDPOINT and S3_BUCKET are both set, and never prints the bucket secret', () => {
    const plain = loadConfig({});
    expect([plain.S3_ENDPOINT, plain.S3_BUCKET, plain.S3_REGION]).toEqual([undefined, undefined, 'us-east-1']);
    const bucket = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'wraps',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
    };
    expect(loadConfig({ ...bucket, S3_REGION: 'eu-west-3' })).toMatchObject({ ...bucket, S3_REGION: 'eu-west-3' });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      new ConfigError('Bad setting: S3_BUCKET must be set too when S3_ENDPOINT is (both or neither)'),
    );
    expect(() => loadConfig({ S3_BUCKET: 'wraps' })).toThrow(
      /^Bad setting: S3_ENDPOINT must be set too when S3_BUCKET is \(both or neither\)$/,
    );
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: '' })).toThrow(
      new ConfigError('Bad setting: S3_ACCESS_KEY_ID must be set too when S3_SECRET_ACCESS_KEY is (both or neither)'),
    );
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /^Bad setting: S3_ENDPOINT="minio:9000" must be a URL starting with http: or https:\/\/$/,
    );
    expect(() => loadConfig({ ...bucket, S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET="My_Bucket" must be a bucket name/);
    expect(shownValue('S3_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI')).toBe('***');
  });

  it('lists every bad setting at once', () => {
    try {
      loadConfig({ PORT: '70000', AI_PROVIDER: 'magic', SEGMENTER: 'sam' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT="70000" must be at most 65535');
      expect((error as Error).message).toContain('AI_PROVIDER="magic" must be auto, local or openai');
      expect((error as Error).message).toContain('SEGMENTER="sam" must be isnet or classic');
    }
  });
});

describe('engineSettings', () => {
  it("reads the engine's settings with their defaults, as the worker and the tools see them", () => {
    expect(engineSettings({})).toEqual({
      SEGMENTER: 'isnet',
      MODEL_CACHE_DIR: undefined,
      SEGMENTER_THREADS: 2,
      ENGINE_ANALYSIS_CACHE: 4,
      ENGINE_DEBUG: false,
      ENGINE_WARM_UP: true,
      SILHOUETTE_CACHE_DIR: undefined,
    });
    expect(
      engineSettings({
        ENGINE_ANALYSIS_CACHE: '0',
        ENGINE_DEBUG: 'true',
        SEGMENTER: 'classic',
        MODEL_CACHE_DIR: ' /srv/models ',
        ENGINE_WARM_UP: 'false',
        SILHOUETTE_CACHE_DIR: '/srv/silhouettes',
      }),
    ).toMatchObject({
      ENGINE_ANALYSIS_CACHE: 0,
      ENGINE_DEBUG: true,
      SEGMENTER: 'classic',
      MODEL_CACHE_DIR: '/srv/models',
      ENGINE_WARM_UP: false,
      SILHOUETTE_CACHE_DIR: '/srv/silhouettes',
    });
  });

  it("names a bad engine setting in one line, in the tools as at the server's start", () => {
    expect(() => engineSettings({ ENGINE_ANALYSIS_CACHE: 'off' })).toThrow(
      new ConfigError('Bad setting: ENGINE_ANALYSIS_CACHE="off" must be a whole number'),
    );
    expect(() => engineSettings({ SEGMENTER_THREADS: '8' })).toThrow(
      new ConfigError('Bad setting: SEGMENTER_THREADS="8" must be at most 2'),
    );
    expect(() => loadConfig({ ENGINE_DEBUG: 'verbose' })).toThrow(
      new ConfigError('Bad setting: ENGINE_DEBUG="verbose" must be true or false'),
    );
  });
});

describe('the lead webhook settings', () => {
  const SLACK = 'https://hooks.slack.com/services/T000/B000/secretpart';

  it('sends no webhook unless LEAD_WEBHOOK_URL is set, as JSON, and only to http(s) addresses, never printing its secret path', () => {
    expect(loadConfig({}).LEAD_WEBHOOK_URL).toBeUndefined();
    const config = loadConfig({ LEAD_WEBHOOK_URL: SLACK, LEAD_WEBHOOK_FORMAT: 'slack', LEAD_WEBHOOK_SECRET: 'shh' });
    expect([config.LEAD_WEBHOOK_URL, config.LEAD_WEBHOOK_FORMAT, config.LEAD_WEBHOOK_ALLOW_PRIVATE]).toEqual([SLACK, 'slack', false]);
    expect(loadConfig({}).LEAD_WEBHOOK_FORMAT).toBe('json');
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'ftp://crm.shop.example/leads/secretpart' })).toThrow(
      new ConfigError('Bad setting: LEAD_WEBHOOK_URL="ftp://crm.shop.example/***" must be a URL starting with http: or https://'),
    );
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'file:///etc/passwd' })).toThrow(/^Bad setting: LEAD_WEBHOOK_URL=.* must be a URL/);
    expect(() => loadConfig({ LEAD_WEBHOOK_FORMAT: 'xml' })).toThrow(/^Bad setting: LEAD_WEBHOOK_FORMAT="xml" must be json or slack$/);
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: 'x', PORT: 'abc' })).toThrow(/^Bad setting: PORT="abc" must be a whole number$/);
  });

  it('refuses a webhook on this machine, a private network or a link-local address, by address or by name, unless allowed', async () => {
    for (const [url, address] of [
      ['http://127.0.0.1:9/hook', '127.0.0.1'],
      ['http://localhost:9/hook', /^(127\.0\.0\.1|::1)$/],
      ['http://[::1]/hook', '::1'],
      ['http://10.1.2.3/hook', '10.1.2.3'],
      ['http://192.168.0.10/hook', '192.168.0.10'],
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://[fd00::5]/hook', 'fd00::5'],
    ] as const) {
      const refused = await checkWebhookAddress({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_ALLOW_PRIVATE: false }).catch(
        (error: Error) => error,
      );
      expect(refused).toBeInstanceOf(ConfigError);
      const line = (refused as Error).message;
      expect(line).not.toContain('\n');
      expect(line).toMatch(
        /^Bad setting: LEAD_WEBHOOK_URL="[^"]+\/\*\*\*" reaches (\S+), a loopback, private or link-local address; set LEAD_WEBHOOK_ALLOW_PRIVATE=true if that is meant$/,
      );
      expect(/reaches (\S+),/.exec(line)![1]).toMatch(address);
      expect(await checkWebhookAddress({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_ALLOW_PRIVATE: true })).toBeNull();
    }
    expect(await checkWebhookAddress({ LEAD_WEBHOOK_URL: 'http://93.184.215.14/hook', LEAD_WEBHOOK_ALLOW_PRIVATE: false })).toBeNull();
    expect(await checkWebhookAddress({ LEAD_WEBHOOK_URL: undefined, LEAD_WEBHOOK_ALLOW_PRIVATE: false })).toBeNull();
  });
});

describe('a bad setting at start', () => {
  /** The server started as `npm start` would, with `env` added: its exit status and what it printed. */
  const startWith = (env: Record<string, string>) =>
    spawnSync(process.execPath, serverEntry(), {
      env: { ...process.env, PORT: '0', DATA_DIR: '/nonexistent/never-created', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('stops the server with one line when the lead webhook reaches this machine', () => {
    const run = startWith({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hooks/secret-part' });
    expect([run.status, run.stdout]).toEqual([1, '']);
    expect(run.stderr).toBe(
      'Bad setting: LEAD_WEBHOOK_URL="http://127.0.0.1:9/***" reaches 127.0.0.1, a loopback, private or link-local address; set LEAD_WEBHOOK_ALLOW_PRIVATE=true if that is meant\n',
    );
  }, 60_000);

  it('stops the server with one line naming it', () => {
    const run = startWith({ SOURCE_URL: 'ftp://git.shop.example/wraps' });
    expect([run.status, run.stdout]).toEqual([1, '']);
    expect(run.stderr).toBe(
      'Bad setting: SOURCE_URL="ftp://git.shop.example/wraps" must be a URL starting with http:// or https://, or a path starting with /\n',
    );
  }, 60_000);
});
