import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '#contract/staffApi.js';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Empty: SQLite file in dataDir. */
  databaseUrl: string;
  /** Empty: mail is written as .eml files to dataDir/outbox. */
  smtpUrl: string;
  mailFrom: string;
  staffNotifyEmail: string;
  seedDemo: boolean;
  /** Why the demo content is or is not loaded, for the start log. */
  seedDemoReason: string;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): false none, a number of
   * hops in front of the server, or the proxies' addresses and CIDRs. The client's address is the
   * right-most entry not written by a trusted proxy (docs/operations.md, "Behind a proxy").
   */
  trustProxy: false | number | string[];
  /** The first admin, created at start when no staff user exists (both empty: none). */
  adminEmail: string;
  adminPassword: string;
  /** A staff session ends after this many minutes without a request. */
  staffSessionIdleMinutes: number;
  /** Page-render worker threads (each renders one page at a time). */
  renderWorkers: number;
  /** Page renders that may wait for a worker; beyond them a visitor gets the 503 "busy" page. */
  renderQueue: number;
  /** Keep rendered pages per content version (off only to measure or debug rendering). */
  pageCache: boolean;
  /** A request's headers must have arrived within this many seconds. */
  headersTimeoutSeconds: number;
  /** A connection that sends or receives nothing for this many seconds is closed. */
  idleTimeoutSeconds: number;
  /** On SIGTERM, /readyz answers 503 for this long before the server stops accepting. */
  shutdownDrainSeconds: number;
  /** Then requests in flight get this long to finish before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** One log line per answered request, with its id. */
  logRequests: boolean;
  /** Every instance looks for queued mail that is due this often. */
  outboxPollSeconds: number;
  /** Revisions kept per record, newest first; 0 keeps every one (REVISIONS_PER_RECORD). */
  revisionsPerRecord: number;
  /**
   * Derived pictures are also kept here under their original's content hash, so the same picture
   * (uploaded again, or the demo photos of a fresh database) is not encoded again.
   */
  imageCacheDir: string;
  /** Internal networks (CIDRs, addresses) webhooks may call in production (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate: string[];
  /** Empty: no /metrics. Set: /metrics answers a scraper sending `Authorization: Bearer <it>`. */
  metricsToken: string;
  /**
   * The desk's mailbox, read for visitors' e-mail replies (imap:// or imaps://user:password@host/
   * mailbox; empty: no inbound mail).
   */
  imapUrl: string;
  /** Every instance looks at the mailbox this often, besides IMAP IDLE's news. */
  imapPollSeconds: number;
  /**
   * The address whose plus-addresses (`desk+<case>.<signature>@…`) mails about a case carry as
   * Reply-To; empty: no Reply-To (nobody reads the replies).
   */
  replyToAddress: string;
  /**
   * The most a staff reply's mail carries as attachments, in bytes, all files together
   * (MAIL_ATTACH_MAX_BYTES); files past it go as expiring download links.
   */
  mailAttachMaxBytes: number;
  /**
   * Where uploads are kept: null, the folder DATA_DIR/uploads; otherwise an S3-compatible bucket
   * (UPLOADS_URL), which several instances share with nothing else but the database.
   */
  uploadsBucket: BucketSettings | null;
}

/** An S3-compatible bucket, from UPLOADS_URL. */
export interface BucketSettings {
  /** The service's address: https://host[:port] (s3://) or http://host[:port] (s3+http://). */
  endpoint: string;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'): one bucket may hold several sites. */
  prefix: string;
  region: string;
  /** bucket in the path (MinIO, Ceph, most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
  /** From the URL's user and password; null: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export class ConfigError extends Error {}

/** The shortest METRICS_TOKEN: a guessable token would hand out the site's traffic figures. */
export const METRICS_TOKEN_MIN = 16;

export { STAFF_PASSWORD_MIN };

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'].includes(v), {
      message: `${name} must be one of 1, true, yes, on, 0, false, no, off`,
    })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * TRUST_PROXY: off, a hop count, or addresses/CIDRs (and proxy-addr's names loopback,
 * linklocal, uniquelocal). `true` means one hop, the one balancer most sites have: "trust
 * everyone" would make the left-most entry, which the client writes itself, its address.
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((v, check): false | number | string[] => {
    const lower = v.toLowerCase();
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d+$/.test(v) && Number(v) <= 32) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isProxyEntry(e));
    if (bad === undefined && entries.length > 0) return entries;
    check.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be false, true (one proxy), a number of proxies (1-32) or a comma-separated list of addresses and CIDRs (e.g. 10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const urlWith = (name: string, protocols: string[], emptyAllowed = false) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        if (emptyAllowed && v === '') return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

const optionalEmail = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: `${name} must be an e-mail address`,
    })
    .default('');

// Never echoed in an error: a URL may carry a password.
const SECRETS = new Set([
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'SMTP_URL',
  'IMAP_URL',
  'UPLOADS_URL',
]);

const count = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/**
 * One render thread per core, all at a lower priority than the main thread (renderWorker.ts), so
 * cached pages, static files and the API still come first. Measured on 2 cores: two
 * render threads rendered 1.1–1.7x the pages of one, and under a flood of cache misses the p99 of
 * cached answers stayed at 1.2–1.6x its quiet figure, as with one.
 */
/**
 * One render thread per core but one: the main thread serves cached pages, static files and the
 * API on the core left, and each render thread holds a copy of the site (~50 MB); one at least.
 */
const defaultRenderWorkers = Math.max(1, os.availableParallelism() - 1);

const schema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be an integer')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('0.0.0.0'),
  PUBLIC_URL: urlWith('PUBLIC_URL', ['http:', 'https:']).optional(),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  IMAGE_CACHE_DIR: z.string().trim().default(''),
  DATABASE_URL: urlWith('DATABASE_URL', ['postgres:', 'postgresql:'], true).default(''),
  SMTP_URL: urlWith('SMTP_URL', ['smtp:', 'smtps:'], true).default(''),
  MAIL_FROM: z.string().trim().min(3).default('Maple River Controls <no-reply@mapleriver-controls.example>'),
  STAFF_NOTIFY_EMAIL: optionalEmail('STAFF_NOTIFY_EMAIL'),
  SEED_DEMO: flag('SEED_DEMO').optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'NODE_ENV must be development, production or test',
    })
    .default('production'),
  TRUST_PROXY: trustedProxies.default(false),
  ADMIN_EMAIL: optionalEmail('ADMIN_EMAIL'),
  ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN, `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN} characters long`)
    .max(200, 'ADMIN_PASSWORD must be at most 200 characters long')
    .default(''),
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number({ message: 'STAFF_SESSION_IDLE_MINUTES must be a number' })
    .int('STAFF_SESSION_IDLE_MINUTES must be a whole number of minutes')
    .min(1, 'STAFF_SESSION_IDLE_MINUTES must be between 1 and 720')
    .max(720, 'STAFF_SESSION_IDLE_MINUTES must be between 1 and 720')
    .default(120),
  RENDER_WORKERS: count('RENDER_WORKERS', 1, 64).default(defaultRenderWorkers),
  RENDER_QUEUE: count('RENDER_QUEUE', 0, 10_000).default(16),
  PAGE_CACHE: flag('PAGE_CACHE').default(true),
  HEADERS_TIMEOUT_SECONDS: count('HEADERS_TIMEOUT_SECONDS', 1, 600).default(30),
  IDLE_TIMEOUT_SECONDS: count('IDLE_TIMEOUT_SECONDS', 1, 3600).default(60),
  SHUTDOWN_DRAIN_SECONDS: count('SHUTDOWN_DRAIN_SECONDS', 0, 300).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: count('SHUTDOWN_TIMEOUT_SECONDS', 1, 3600).default(120),
  LOG_REQUESTS: flag('LOG_REQUESTS').default(true),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(METRICS_TOKEN_MIN, `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} characters long`)
    .max(200, 'METRICS_TOKEN must be at most 200 characters long')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces (it is sent in a header)')
    .default(''),
  WEBHOOK_ALLOW_PRIVATE: z
    .string()
    .trim()
    .transform((v, check) => {
      const entries = v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      if (entries.every((e) => isProxyEntry(e) && !e.includes('local'))) return entries;
      check.addIssue({
        code: 'custom',
        message:
          'WEBHOOK_ALLOW_PRIVATE must be a comma-separated list of addresses and CIDRs (e.g. 10.20.0.0/16)',
      });
      return z.NEVER;
    })
    .default([]),
  OUTBOX_POLL_SECONDS: count('OUTBOX_POLL_SECONDS', 1, 3600).default(60),
  IMAP_URL: urlWith('IMAP_URL', ['imap:', 'imaps:'], true).default(''),
  IMAP_POLL_SECONDS: count('IMAP_POLL_SECONDS', 1, 3600).default(60),
  REPLY_TO_ADDRESS: optionalEmail('REPLY_TO_ADDRESS').refine((v) => !v.includes('+'), {
    message: 'REPLY_TO_ADDRESS must be the plain address (the desk adds +<case> itself)',
  }),
  REVISIONS_PER_RECORD: count('REVISIONS_PER_RECORD', 0, 100_000).default(0),
  // Most mail servers refuse 20–25 MB; base64 makes files a third larger on the wire.
  MAIL_ATTACH_MAX_BYTES: count('MAIL_ATTACH_MAX_BYTES', 0, 100 * 1024 * 1024).default(10 * 1024 * 1024),
  UPLOADS_URL: z
    .string()
    .trim()
    .transform((v, check) => {
      const bucket = parseBucketUrl(v);
      if (typeof bucket !== 'string') return bucket;
      check.addIssue({ code: 'custom', message: `UPLOADS_URL ${bucket}` });
      return z.NEVER;
    })
    .optional(),
});

/** Bucket names as S3 allows them (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const BUCKET_OPTIONS = new Set(['region', 'forcePathStyle']);

/**
 * s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…&forcePathStyle=true (s3+http:// for a
 * service without TLS, such as a MinIO beside the app). Answers the settings, or what is wrong
 * with the URL (never the URL itself: it holds a secret).
 */
export function parseBucketUrl(value: string): BucketSettings | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL such as s3://ACCESS_KEY:SECRET@host:port/bucket?region=us-east-1';
  }
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:')
    return 'must start with s3:// (https) or s3+http:// (plain http, for a service on a private network)';
  if (!url.hostname) return "must name the storage service's host (s3://KEY:SECRET@host/bucket)";
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  if (!BUCKET_NAME.test(bucket))
    return 'must name the bucket after the host (3-63 lower-case letters, digits, dots and hyphens)';
  const unknown = [...url.searchParams.keys()].filter((key) => !BUCKET_OPTIONS.has(key));
  if (unknown.length > 0)
    return `has unknown options (${unknown.join(', ')}): only region and forcePathStyle`;
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(pathStyle)) return 'forcePathStyle must be true or false';
  if (Boolean(url.username) !== Boolean(url.password))
    return 'must give both the access key and the secret (KEY:SECRET@), or neither';
  const prefix = rest.filter(Boolean).join('/');
  return {
    endpoint: `${url.protocol === 's3:' ? 'https' : 'http'}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: pathStyle === 'true',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : null,
  };
}

/** Settings that may come from a file named by `<NAME>_FILE` (Docker and Kubernetes secrets). */
const FROM_FILE = [
  'DATABASE_URL',
  'SMTP_URL',
  'IMAP_URL',
  'UPLOADS_URL',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
] as const;

/**
 * The environment with each `<NAME>_FILE` read into `<NAME>` (trailing newline dropped), and
 * `DATABASE_PASSWORD_FILE` put into DATABASE_URL's password, so a secret never sits in the
 * environment or the compose file. Setting both a value and its file is a mistake, not a choice.
 */
function withSecretFiles(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const out = { ...env };
  const readSecret = (name: string) => {
    const file = env[name];
    try {
      return fs.readFileSync(file!, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  };
  for (const name of [...FROM_FILE, 'DATABASE_PASSWORD'] as const) {
    const fileVar = `${name}_FILE`;
    if (!env[fileVar]) continue;
    if (env[name]) throw new ConfigError(`Invalid configuration:\n  set ${name} or ${fileVar}, not both`);
    out[name] = readSecret(fileVar);
  }
  const password = out.DATABASE_PASSWORD;
  if (password) {
    if (!out.DATABASE_URL)
      throw new ConfigError(
        'Invalid configuration:\n  DATABASE_PASSWORD_FILE needs DATABASE_URL (without its password)',
      );
    const url = new URL(out.DATABASE_URL);
    url.password = encodeURIComponent(password);
    out.DATABASE_URL = url.toString();
  }
  return out;
}

/** A PUBLIC_URL on this machine: a laptop or a test, not a public site. */
function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

/**
 * Reads the configuration from an environment. Unset and empty variables take their defaults;
 * a bad value throws a ConfigError naming the variable.
 */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const env = withSecretFiles(environment);
  // An empty variable means "use the default", as in most twelve-factor apps.
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      // A password is never echoed into logs.
      const shown = env[name] === undefined || SECRETS.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
      const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      return `${message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const v = parsed.data;
  if (Boolean(v.ADMIN_EMAIL) !== Boolean(v.ADMIN_PASSWORD)) {
    const missing = v.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together: ${missing} is not set`,
    );
  }
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, '');
  // The fictional company must not appear on a real site by accident: a production server with a
  // public address starts empty unless SEED_DEMO=true says otherwise; a laptop gets the demo.
  const publicSite = v.NODE_ENV === 'production' && !isLocalUrl(publicUrl);
  const seedDemo = v.SEED_DEMO ?? !publicSite;
  const seedDemoReason =
    v.SEED_DEMO !== undefined
      ? `SEED_DEMO=${v.SEED_DEMO ? 'true' : 'false'}`
      : publicSite
        ? `NODE_ENV=production with the public address ${publicUrl} (set SEED_DEMO=true to load it anyway)`
        : 'a local address; SEED_DEMO is not set';
  return {
    port: v.PORT,
    host: v.HOST,
    publicUrl,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    staffNotifyEmail: v.STAFF_NOTIFY_EMAIL,
    seedDemo,
    seedDemoReason,
    nodeEnv: v.NODE_ENV,
    trustProxy: v.TRUST_PROXY,
    adminEmail: v.ADMIN_EMAIL.toLowerCase(),
    adminPassword: v.ADMIN_PASSWORD,
    staffSessionIdleMinutes: v.STAFF_SESSION_IDLE_MINUTES,
    renderWorkers: v.RENDER_WORKERS,
    renderQueue: v.RENDER_QUEUE,
    pageCache: v.PAGE_CACHE,
    headersTimeoutSeconds: v.HEADERS_TIMEOUT_SECONDS,
    idleTimeoutSeconds: v.IDLE_TIMEOUT_SECONDS,
    shutdownDrainSeconds: v.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: v.SHUTDOWN_TIMEOUT_SECONDS,
    logRequests: v.LOG_REQUESTS,
    outboxPollSeconds: v.OUTBOX_POLL_SECONDS,
    revisionsPerRecord: v.REVISIONS_PER_RECORD,
    imageCacheDir: path.resolve(v.IMAGE_CACHE_DIR || path.join(v.DATA_DIR, 'cache', 'images')),
    metricsToken: v.METRICS_TOKEN,
    webhookAllowPrivate: v.WEBHOOK_ALLOW_PRIVATE,
    imapUrl: v.IMAP_URL,
    imapPollSeconds: v.IMAP_POLL_SECONDS,
    replyToAddress: v.REPLY_TO_ADDRESS.toLowerCase(),
    mailAttachMaxBytes: v.MAIL_ATTACH_MAX_BYTES,
    uploadsBucket: v.UPLOADS_URL ?? null,
  };
}
