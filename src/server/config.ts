import path from 'node:path';
import { z } from 'zod';
import { isLanguage, LANGUAGES, type Language } from '../domain/i18n/languages';
import { SEGMENTER_NAMES } from './segmenter/types';
import { parseTrustProxy, type TrustProxy } from './trustProxySetting';
import { PLATE_COVERS } from './privacy/plateCover';
import { parseEmbedOrigins } from './embed/embedOrigins';

/**
 * Every setting of the product, read from the environment once at start. A bad value stops the
 * start with one line naming the setting (see main.ts), never a stack trace.
 */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const intSetting = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

/** A yes/no setting: `true` or `false` (any case); unset or empty keeps the default. */
const booleanSetting = (fallback: boolean) =>
  optionalText
    .refine((v) => v === undefined || /^(true|false)$/i.test(v), { error: 'must be true or false' })
    .transform((v) => (v === undefined ? fallback : v.toLowerCase() === 'true'));

const urlSetting = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.join(' or ')}//` },
  );

/** LANGUAGES: the languages the site speaks, comma-separated (`en,de`); unset, all of them. */
const languageListSetting = optionalText
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((code) => code.trim().toLowerCase())
          .filter(Boolean)
      : [...LANGUAGES],
  )
  .refine((codes) => codes.length > 0 && codes.every(isLanguage), {
    error: `must be languages among ${LANGUAGES.join(', ')}, separated by commas`,
  })
  .transform((codes) => [...new Set(codes)] as Language[]);

/** Where the page's "Source code" link points: an http(s) address, or a path on this site. */
/**
 * ALLOWED_HOSTS: the site's own host names (host or host:port, comma-separated), the only ones a
 * request's Host may put into a link when PUBLIC_URL is unset.
 */
const hostListSetting = optionalText
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : [],
  )
  .refine((hosts) => hosts.every((h) => /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(h)), {
    error: 'must be host names, or host:port, separated by commas',
  });

/** EMBED_ORIGINS: the sites whose pages may frame the visitor's pages (embed/embedOrigins.ts). */
const embedOriginsSetting = optionalText.transform((v, ctx) => {
  const parsed = parseEmbedOrigins(v);
  if ('origins' in parsed) return parsed.origins;
  ctx.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
});

export const DEFAULT_SOURCE_URL = '/source';
const sourceUrlSetting = optionalText
  .transform((v) => v ?? DEFAULT_SOURCE_URL)
  .refine(
    (v) => {
      if (/^\/(?!\/)\S*$/.test(v)) return true;
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol) && !/\s/.test(v);
      } catch {
        return false;
      }
    },
    { error: 'must be a URL starting with http:// or https://, or a path starting with /' },
  );

/** TRUST_PROXY: whose X-Forwarded-For names the client (see trustProxySetting.ts). */
const trustProxySetting = optionalText.transform((v, ctx): TrustProxy => {
  const parsed = parseTrustProxy(v);
  if (parsed !== null) return parsed;
  ctx.issues.push({
    code: 'custom',
    input: v,
    message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
});

/**
 * The local engine's settings. The engine's worker thread and the command-line tools (which
 * have no Config) read them through engineSettings(); the server's Config holds them too.
 */
export const EngineSettingsSchema = z.object({
  SEGMENTER: z.enum(SEGMENTER_NAMES, { error: `must be ${SEGMENTER_NAMES.join(' or ')}` }).default('isnet'),
  MODEL_CACHE_DIR: optionalText,
  // More than two threads per photo only adds CPU time on the hosts measured.
  SEGMENTER_THREADS: intSetting(2, 1, 2),
  // 0 turns the engine's caches off (benchmarks time the whole pipeline every run).
  ENGINE_ANALYSIS_CACHE: intSetting(4, 0, 64),
  ENGINE_DEBUG: booleanSetting(false),
  // Load the model as the process starts, before the first visitor's photo; false loads it at the
  // first photo that needs it (short-lived processes, the test suite).
  ENGINE_WARM_UP: booleanSetting(true),
  // A folder every process on this host also keeps silhouettes in: one model run per photo
  // whichever process, test file or restart sees it next (the test suite shares one per run).
  SILHOUETTE_CACHE_DIR: optionalText,
});

export type EngineSettings = z.infer<typeof EngineSettingsSchema>;

export const ConfigSchema = z.object({
  ...EngineSettingsSchema.shape,
  PORT: intSetting(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlSetting(['postgres:', 'postgresql:']),
  // What this process does: `web` serves visitors and queues work, `worker` works the queue, `all` both.
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  // A queued job whose process went quiet this long is handed to another process (PostgreSQL's queue only).
  JOB_EXPIRE_SECONDS: intSetting(600, 2, 86_400),
  REDIS_URL: urlSetting(['redis:', 'rediss:']),
  PUBLIC_URL: urlSetting(['http:', 'https:']),
  ALLOWED_HOSTS: hostListSetting,
  EMBED_ORIGINS: embedOriginsSetting,
  SOURCE_URL: sourceUrlSetting,
  AI_PROVIDER: z.enum(['auto', 'local', 'openai'], { error: 'must be auto, local or openai' }).default('auto'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: urlSetting(['http:', 'https:']),
  OPENAI_ANALYSIS_MODEL: z.string().default('gpt-4o'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-2'),
  OPENAI_IMAGE_MODE: z.enum(['edit', 'generate'], { error: 'must be edit or generate' }).default('edit'),
  OPENAI_IMAGE_QUALITY: z.enum(['low', 'medium', 'high', 'auto'], { error: 'must be low, medium, high or auto' }).default('high'),
  OPENAI_TIMEOUT_MS: intSetting(600_000, 1_000, 3_600_000),
  OPENAI_MAX_RETRIES: intSetting(2, 0, 10),
  DAILY_AI_BUDGET: intSetting(200, 0, 1_000_000),
  // Within the shop's budget: one or two addresses must not spend the whole day's pictures.
  AI_DAILY_PER_CLIENT: intSetting(5, 0, 1_000_000),
  // A stream holds a socket and a listener for minutes; past this a client follows its wrap by polling.
  EVENT_STREAMS_PER_CLIENT: intSetting(4, 1, 1_000),
  // One IPv6 subscriber gets a /56 or a /48: counting per address would hand them 2^72 clients.
  IPV6_CLIENT_PREFIX: intSetting(56, 16, 128),
  GENERATION_CONCURRENCY: intSetting(2, 1, 64),
  GENERATION_RATE_LIMIT: intSetting(10, 1, 10_000),
  DETECT_RATE_LIMIT: intSetting(30, 1, 10_000),
  // A page sends a few counts per visit (a view, a photo, each look tried): more is a script.
  FUNNEL_RATE_LIMIT: intSetting(60, 1, 10_000),
  GALLERY_CACHE_MS: intSetting(1000, 0, 60_000),
  GALLERY_REVIEW: booleanSetting(false),
  HSTS: booleanSetting(false),
  TRUST_PROXY: trustProxySetting,
  REQUEST_TIMEOUT_MS: intSetting(60_000, 1_000, 3_600_000),
  CONNECTION_TIMEOUT_MS: intSetting(120_000, 1_000, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: intSetting(72_000, 1_000, 3_600_000),
  BRAND_NAME: z.string().default('WrapStudio'),
  BRAND_SITE: z.string().default('wrapstudio.example'),
  BRAND_PLATE: z.string().default('WRAP ME'),
  LANGUAGES: languageListSetting,
  // The shop's own language (its e-mail, visitors whose browser asks for none of LANGUAGES); unset, the first of LANGUAGES.
  DEFAULT_LANGUAGE: optionalText.refine((v) => v === undefined || isLanguage(v), {
    error: `must be one of ${LANGUAGES.join(', ')}`,
  }),
  // The controller named on the privacy page, when its legal name is not BRAND_NAME.
  SHOP_NAME: optionalText,
  // Where visitors write about their data (an e-mail address or a postal address); unset, SHOP_EMAIL.
  PRIVACY_CONTACT: optionalText,
  // Signs the visitors' private "your data" links; unset, one is made at first start and kept in the database.
  PRIVACY_LINK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, { error: 'must be at least 32 characters' }),
  UPLOAD_RETENTION_HOURS: intSetting(24, 1, 8_760),
  WRAP_RETENTION_DAYS: intSetting(90, 1, 3_650),
  QUOTE_RETENTION_DAYS: intSetting(730, 1, 3_650),
  // How public pictures hide a number plate: blurred, or covered with BRAND_PLATE.
  PUBLIC_PLATES: z.enum(PLATE_COVERS, { error: `must be ${PLATE_COVERS.join(' or ')}` }).default('blur'),
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).default('quotes@wrapstudio.example'),
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).default('no-reply@wrapstudio.example'),
  SMTP_URL: urlSetting(['smtp:', 'smtps:']),
  SMTP_TIMEOUT_MS: intSetting(10_000, 1_000, 120_000),
  MAIL_RETRY_BASE_MS: intSetting(30_000, 50, 3_600_000),
  MAIL_RETRY_MAX_MS: intSetting(3_600_000, 50, 86_400_000),
  // Where every quote is also POSTed as JSON (a CRM, Zapier, Make, Slack); see leads/.
  LEAD_WEBHOOK_URL: urlSetting(['http:', 'https:']),
  // Signs each POST (X-Wrap-Signature), so the receiver can tell it came from this site.
  LEAD_WEBHOOK_SECRET: optionalText,
  // A webhook on this machine or the shop's own network: refused unless allowed, so a bad setting cannot reach inside.
  LEAD_WEBHOOK_ALLOW_PRIVATE: booleanSetting(false),
  // json: the quote's facts; slack: a {"text": ...} message an incoming webhook of Slack (or Mattermost) shows.
  LEAD_WEBHOOK_FORMAT: z.enum(['json', 'slack'], { error: 'must be json or slack' }).default('json'),
  LEAD_WEBHOOK_TIMEOUT_MS: intSetting(10_000, 100, 120_000),
  // The wait after a failed POST, doubling each time up to an hour.
  LEAD_WEBHOOK_RETRY_BASE_MS: intSetting(30_000, 50, 3_600_000),
  QUOTE_RATE_LIMIT: intSetting(5, 1, 10_000),
  QUOTE_RATE_WINDOW_MINUTES: intSetting(10, 1, 1_440),
  ADMIN_SESSION_IDLE_HOURS: intSetting(12, 1, 720),
  ADMIN_SESSION_DAYS: intSetting(7, 1, 90),
  ADMIN_LOCKOUT_ATTEMPTS: intSetting(5, 1, 100),
  ADMIN_LOCKOUT_MINUTES: intSetting(15, 1, 1_440),
  ADMIN_LOGIN_RATE_LIMIT: intSetting(20, 1, 10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: urlSetting(['http:', 'https:']),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  }),
  S3_REGION: optionalText.transform((v) => v ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DEFAULT_LANGUAGE'> & {
  DEFAULT_LANGUAGE: Language;
  dataDir: string;
  filesDir: string;
  outboxDir: string;
};

export class ConfigError extends Error {}

/** Settings whose whole value is a secret. */
const SECRET_SETTINGS = new Set(['OPENAI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'PRIVACY_LINK_SECRET', 'LEAD_WEBHOOK_SECRET']);

/** URL settings whose path is a secret (a Slack or Zapier hook's address is its own key): only the origin is shown. */
const SECRET_PATH_SETTINGS = new Set(['LEAD_WEBHOOK_URL']);

/** Settings that mean something only together: one without the other stops the start. */
const SETTINGS_SET_TOGETHER: [string, string][] = [
  ['S3_ENDPOINT', 'S3_BUCKET'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
];

/** Web and worker processes meet only in PostgreSQL's job queue: without it their jobs would never run. */
function roleWithoutQueue(settings: { ROLE: string; DATABASE_URL?: string | undefined }): ConfigError | null {
  if (settings.ROLE === 'all' || settings.DATABASE_URL) return null;
  return new ConfigError(
    `Bad setting: ROLE=${settings.ROLE} needs DATABASE_URL (web and worker processes share their jobs through PostgreSQL)`,
  );
}

function halfSetPairs(settings: Record<string, unknown>): ConfigError | null {
  const problems = SETTINGS_SET_TOGETHER.flatMap(([a, b]) => {
    if ((settings[a] === undefined) === (settings[b] === undefined)) return [];
    const [set, unset] = settings[a] === undefined ? [b, a] : [a, b];
    return [`${unset} must be set too when ${set} is (both or neither)`];
  });
  return problems.length > 0 ? new ConfigError(`Bad setting: ${problems.join('; ')}`) : null;
}

/**
 * A setting's value as a start-up error may print it: a secret setting hidden whole, and the
 * password of anything URL-shaped (`scheme://user:password@host`) masked, even when the URL
 * does not parse, since the error goes to the terminal and the host's log.
 */
export function shownValue(name: string, value: string): string {
  if (SECRET_SETTINGS.has(name)) return value ? '***' : '';
  if (SECRET_PATH_SETTINGS.has(name)) return shownOrigin(value);
  return value.replace(/(\/\/[^/@:\s]*:)[^@]*@/, '$1***@');
}

/** A URL's scheme and host (password masked), with `/***` for whatever followed. */
export function shownOrigin(url: string): string {
  const [, origin = '', rest = ''] = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(.*)$/is.exec(url) ?? [];
  const shown = origin.replace(/(\/\/[^/@:\s]*:)[^@]*@/, '$1***@');
  return rest ? `${shown}/***` : shown;
}

function badSettings(issues: z.core.$ZodIssue[], env: Record<string, string | undefined>): ConfigError {
  const problems = issues.map((i) => {
    const name = String(i.path[0]);
    return `${i.path.join('.')}=${JSON.stringify(shownValue(name, env[name] ?? ''))} ${i.message}`;
  });
  return new ConfigError(`Bad setting: ${problems.join('; ')}`);
}

/**
 * The engine's settings from the environment, read at each use so a tool can change them as it
 * runs (the benchmarks turn the cache off and on); throws ConfigError as loadConfig does.
 */
export function engineSettings(env: Record<string, string | undefined> = process.env): EngineSettings {
  const result = EngineSettingsSchema.safeParse(env);
  if (!result.success) throw badSettings(result.error.issues, env);
  return result.data;
}

/** Parses the environment; throws ConfigError whose message names each bad setting on one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) throw badSettings(result.error.issues, env);
  const halfSet = halfSetPairs(result.data);
  if (halfSet) throw halfSet;
  const lonelyRole = roleWithoutQueue(result.data);
  if (lonelyRole) throw lonelyRole;
  const { LANGUAGES: languages, DEFAULT_LANGUAGE: named } = result.data;
  if (named !== undefined && !languages.includes(named as Language)) {
    throw new ConfigError(`Bad setting: DEFAULT_LANGUAGE=${JSON.stringify(named)} must be one of LANGUAGES (${languages.join(', ')})`);
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    DEFAULT_LANGUAGE: isLanguage(named) ? named : languages[0]!,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}
