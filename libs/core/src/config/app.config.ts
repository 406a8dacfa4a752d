import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ENTERPRISE_CODE_PATTERN } from '@gengyun/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
/** A duration in seconds (decimals allowed), at least `min`, at most a day. */
const seconds = (min: number) => z.coerce.number().min(min).max(86_400);

/** An IPv4/IPv6 address, optionally with a CIDR prefix length. */
const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = isIP(address);
  if (!kind || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128));
};
const addressList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .refine((list) => list.every(isAddressOrCidr), 'a comma-separated list of IP addresses or CIDR ranges');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: port.default(3000),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: addressList.default([]),
    DATA_DIR: z.string().default('data'),
    DB_URL: z
      .string()
      .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'must start with sqlite:, mysql:// or mariadb://')
      .default('sqlite:data/gengyun.sqlite'),
    DB_LOGGING: bool.default(false),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
    REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, "-" or "_"').default('gy'),
    MQTT_URL: z.string().regex(/^(mqtts?|wss?|tcp):\/\//, 'must be an mqtt:// URL').optional(),
    MQTT_BROKER_PORT: port.default(1883),
    INGEST_CLIENT_ID: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)').optional(),
    INGEST_SHARE_GROUP: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ - (at most 64)').optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
    UNBOUND_UPLOAD_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(24),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('Gengyun <noreply@gengyun.local>'),
    WEB_DIST: z.string().default('web/dist'),
    SEED_DEMO: bool.optional(),
    DEMO_FEED: bool.optional(),
    DEMO_FEED_INTERVAL_SECONDS: seconds(0.05).default(2),
    DEMO_FEED_EXCURSION_FIRST_SECONDS: seconds(0).default(60),
    DEMO_FEED_EXCURSION_EVERY_SECONDS: seconds(1).default(600),
    DEMO_FEED_EXCURSION_LENGTH_SECONDS: seconds(0.05).default(90),
    TIME_ZONE: z.string().default('Asia/Shanghai'),
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_SMS_PER_MINUTE: z.coerce.number().int().positive().default(3),
    PLATFORM_ENTERPRISE_CODE: z.string().regex(ENTERPRISE_CODE_PATTERN, '2 to 50 letters, digits, _ or -').default('platform'),
    PLATFORM_ADMIN_ACCOUNT: z.string().regex(/^[\w.@-]{1,50}$/, 'at most 50 letters, digits, _ . @ -').default('operator'),
    PLATFORM_ADMIN_PASSWORD: z
      .string()
      .min(6)
      .max(64)
      .regex(/[A-Za-z]/, 'must contain a letter')
      .regex(/\d/, 'must contain a digit')
      .optional(),
  });

const dbType = (url: string): 'sqlite' | 'mysql' | 'mariadb' =>
  url.startsWith('sqlite:') ? 'sqlite' : url.startsWith('mariadb:') ? 'mariadb' : 'mysql';

/** Rules between variables, checked even when single variables are wrong so every problem is listed at once. */
const crossFieldProblems = (env: NodeJS.ProcessEnv): string[] =>
  env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL ? ['SMS_HTTP_URL: required when SMS_PROVIDER=http'] : [];

export type RunMode = 'embedded' | 'scaled';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Typed configuration, parsed once from the environment. No other file reads process.env. */
export class AppConfig {
  readonly env!: 'development' | 'production' | 'test';
  readonly mode!: RunMode;
  /** trustProxy: the reverse proxies whose `X-Forwarded-For` names the client (none: the socket's peer is the client). */
  readonly http!: { host: string; port: number; publicUrl?: string; trustProxy: string[] };
  readonly dataDir!: string;
  readonly db!: { url: string; type: 'sqlite' | 'mysql' | 'mariadb'; logging: boolean };
  readonly redisUrl?: string;
  /** Key prefix of the BullMQ queues, so deployments (or test runs) can share one Redis. */
  readonly redisPrefix!: string;
  /**
   * ingestClientId: the ingest worker's fixed MQTT client id (its persistent session), stable across recreates;
   * ingestShareGroup: its shared-subscription group (default `ingest`; tests sharing one broker use their own).
   */
  readonly mqtt!: { url?: string; brokerPort: number; ingestClientId?: string; ingestShareGroup?: string };
  readonly sessionTtlMs!: number;
  /** How long a file uploaded before its object was saved may wait for it (the files area's sweep). */
  readonly unboundUploadTtlMs!: number;
  readonly logLevel!: string;
  readonly sms!: { provider: 'log' | 'http'; url?: string; token?: string };
  readonly mail!: { smtpUrl?: string; from: string };
  readonly webDist!: string;
  readonly seedDemo!: boolean;
  /**
   * The demo feed (docs/configuration.md): readings for the demo enterprise's demo meters, published as their devices
   * would. On by default where the demo is seeded in embedded mode on the embedded broker; times in milliseconds.
   */
  readonly demoFeed!: { enabled: boolean; intervalMs: number; excursion: { firstMs: number; everyMs: number; lengthMs: number } };
  readonly timeZone!: string;
  readonly rateLimits!: { loginPerMinute: number; smsPerMinute: number };
  /**
   * The platform operator's enterprise (created at start) and its first administrator, created at start when a
   * password is configured (docs/tenants.md).
   */
  readonly platform!: { enterpriseCode: string; adminAccount: string; adminPassword?: string };

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const parsed = envSchema.safeParse(env);
    const problems = [
      ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
      ...crossFieldProblems(env),
    ];
    if (!parsed.success || problems.length) throw new ConfigError(problems);
    const e = parsed.data;
    const mode: RunMode = e.REDIS_URL ? 'scaled' : 'embedded';
    const seedDemo = e.SEED_DEMO ?? mode === 'embedded';
    const ms = (s: number): number => Math.round(s * 1000);
    return Object.assign(new AppConfig(), {
      env: e.NODE_ENV,
      mode,
      http: { host: e.HOST, port: e.PORT, publicUrl: e.PUBLIC_URL, trustProxy: e.TRUST_PROXY },
      dataDir: resolve(e.DATA_DIR),
      db: { url: e.DB_URL, type: dbType(e.DB_URL), logging: e.DB_LOGGING },
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REDIS_PREFIX,
      mqtt: { url: e.MQTT_URL, brokerPort: e.MQTT_BROKER_PORT, ingestClientId: e.INGEST_CLIENT_ID, ingestShareGroup: e.INGEST_SHARE_GROUP },
      sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
      unboundUploadTtlMs: Math.round(e.UNBOUND_UPLOAD_TTL_HOURS * 3600_000),
      logLevel: e.LOG_LEVEL,
      sms: { provider: e.SMS_PROVIDER, url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN },
      mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
      webDist: resolve(e.WEB_DIST),
      seedDemo,
      demoFeed: {
        enabled: e.DEMO_FEED ?? (seedDemo && mode === 'embedded' && !e.MQTT_URL),
        intervalMs: ms(e.DEMO_FEED_INTERVAL_SECONDS),
        excursion: { firstMs: ms(e.DEMO_FEED_EXCURSION_FIRST_SECONDS), everyMs: ms(e.DEMO_FEED_EXCURSION_EVERY_SECONDS), lengthMs: ms(e.DEMO_FEED_EXCURSION_LENGTH_SECONDS) },
      },
      timeZone: e.TIME_ZONE,
      rateLimits: { loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE, smsPerMinute: e.RATE_LIMIT_SMS_PER_MINUTE },
      platform: { enterpriseCode: e.PLATFORM_ENTERPRISE_CODE, adminAccount: e.PLATFORM_ADMIN_ACCOUNT, adminPassword: e.PLATFORM_ADMIN_PASSWORD },
    } satisfies AppConfig);
  }
}
