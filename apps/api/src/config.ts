import path from 'node:path'
import { defaultJobValidityDays } from '@rally/shared'
import { z } from 'zod'
import { defaultWebDistDir } from './paths.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const pressMentionsSchema = z.array(
  z.object({ outlet: z.string().min(1), headline: z.string().min(1), url: z.url({ protocol: /^https?$/ }) }),
)

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/**
 * Every setting the API reads, with its default. The README's configuration
 * table lists the same variables; keep the two together.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; when absent the app runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./.data'),
  /** In demo mode, seed demo data when the database has no academies yet (default); never outside demo mode. */
  SEED_DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve; empty to serve the API only. */
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  COMPANY_NAME: z.string().default('Rally Sports Private Limited'),
  SUPPORT_PHONE: z.string().default('+91 80 4718 2290'),
  SUPPORT_EMAIL: z.email().default('hello@rally.example'),
  WHATSAPP_NUMBER: z.string().default('+91 98450 12290'),
  SOCIAL_FACEBOOK_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_INSTAGRAM_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_LINKEDIN_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_TWITTER_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_YOUTUBE_URL: optionalText.pipe(z.url().optional()),
  /** A JSON list of published articles about Rally: [{"outlet","headline","url"}]. */
  PRESS_MENTIONS: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return pressMentionsSchema.parse(JSON.parse(text))
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON list of {"outlet","headline","url"}' })
        return z.NEVER
      }
    }),
  /**
   * The demo: the local sign-in issuer, the payment sandbox, /dev/mailbox and the demo data. Unset, it is on
   * only for the embedded database outside NODE_ENV=production and without real provider keys.
   */
  DEMO_MODE: z.enum(['on', 'off']).optional(),
  /** As the operator gave it, before the server defaults it to `production` for React's build. */
  NODE_ENV: optionalText,
  /** No longer read: refused, so that nobody relies on it for safety (DEMO_MODE says what runs). */
  APP_ENV: optionalText,
  /** `google` verifies Google ID tokens; `local` runs a demo identity provider. Default: google when a client id is set. */
  AUTH_PROVIDER: z.enum(['google', 'local']).optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  // How long a process keeps a session it read (decision 081); 0 reads it on every request.
  SESSION_KEPT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /** `razorpay` takes real payments; `sandbox` is the local stand-in. Default: razorpay when a key is set. */
  PAYMENT_PROVIDER: z.enum(['razorpay', 'sandbox']).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** The UPI id and name manual payments go to (the /payment page's QR code). */
  UPI_PAYEE_VPA: z.string().trim().default('rally@upi'),
  UPI_PAYEE_NAME: z.string().trim().default('Rally Sports'),
  /** Uploaded files go to this S3 bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('ap-south-1'),
  /** An S3-compatible store (MinIO, R2…), addressed path-style; unset for AWS itself. */
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Both or neither; without them the AWS SDK's default credential chain applies. */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** E-mail goes out through this SMTP server (smtp://user:pass@host:587, smtps://…); unset: a local mailbox under DATA_DIR. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Rally <no-reply@rally.example>'),
  /**
   * WhatsApp Business Cloud API (decision 075): `cloud` with its token; `twin` runs the loopback stand-in (the
   * demo's default; elsewhere only when asked for); `off` writes nothing to WhatsApp. Default: cloud when a
   * token is set, twin in demo mode, off otherwise.
   */
  WHATSAPP_PROVIDER: z.enum(['cloud', 'twin', 'off']).optional(),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  /** Signs the webhook's deliveries (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalText,
  /** What the webhook's verification request must carry (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  /** Zoom Server-to-Server OAuth: all three or none; without them sessions get Jitsi room links. */
  ZOOM_ACCOUNT_ID: optionalText,
  ZOOM_CLIENT_ID: optionalText,
  ZOOM_CLIENT_SECRET: optionalText,
  ZOOM_OAUTH_URL: z.url({ protocol: /^https?$/ }).default('https://zoom.us'),
  ZOOM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.zoom.us'),
  JITSI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
  /** RSS or Atom feeds whose articles the news pages import, comma-separated; none by default. */
  NEWS_FEEDS: z
    .string()
    .trim()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'each feed must be an http:// or https:// URL' }))),
  /** How often the feeds are read, on the job scheduler's UTC clock (decision 062). */
  NEWS_FEED_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .refine((minutes) => (minutes < 60 ? 60 % minutes === 0 : minutes % 60 === 0 && 24 % (minutes / 60) === 0), {
      error:
        'must be minutes that divide an hour (1–30) or whole hours that divide a day (60, 120, 180, 240, 360, 480, 720, 1440)',
    })
    .default(60),
  /** How many days an approved vacancy stays open (its validThrough) before it expires. */
  JOB_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(defaultJobValidityDays),
  /**
   * The job scheduler (pg-boss on the app's database, decisions 056, 062): every piece of scheduled work
   * runs on it, the outbox's deliveries too. Off only for tests that do not start it.
   */
  JOB_SCHEDULER: flag.default(true),
  /** Per-client limits on sign-in, bookings, payments, uploads and other writes (off only for tests). */
  RATE_LIMITS: flag.default(true),
  /** Rate-limit counters are shared through this Redis when set; otherwise each process counts alone. */
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /**
   * The shared cache of public answers and rendered pages (decision 048): `off` computes every answer
   * (for measuring). It lives in Redis when REDIS_URL is set, in this process otherwise.
   */
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  /** How long a kept answer is served at most: bounds what changes without a write through the API. */
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * The Redis or PostgreSQL channel on which API processes tell each other of new live events (decision
   * 074): Redis pub/sub when REDIS_URL is set, LISTEN/NOTIFY on DATABASE_URL otherwise. Apps (or tests)
   * sharing one Redis or database keep apart with their own.
   */
  LIVE_CHANNEL: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be lower-case letters, digits and underscores')
    .default('rally_live'),
  /** How many live streams (open tabs, devices) one person may hold; a new one beyond closes the oldest. */
  LIVE_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(10),
  /** The start of the shared cache's Redis keys: apps (or tests) sharing one Redis keep apart. */
  PUBLIC_CACHE_PREFIX: z.string().trim().min(1).default('rally:cache:'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address: false (none, the
   * default: the connection's address counts), true (any), or a comma-separated list of
   * proxy addresses or CIDR ranges (`loopback`, `10.0.0.0/8`, …).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | string[] => {
      if (value === '' || value === 'false') return false
      if (value === 'true') return true
      return value.split(',').map((entry) => entry.trim())
    }),
})

export type Config = ReturnType<typeof parseConfig>

export function parseConfig(environment: Record<string, string | undefined>) {
  const parsed = environmentSchema.safeParse(environment)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  const demo = demoMode(env)
  const authProvider = env.AUTH_PROVIDER ?? (env.GOOGLE_CLIENT_ID ? 'google' : 'local')
  if (authProvider === 'google' && !env.GOOGLE_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID: required when AUTH_PROVIDER is google')
  }
  const paymentProvider = env.PAYMENT_PROVIDER ?? (env.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox')
  if (
    paymentProvider === 'razorpay' &&
    !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: all three are required for Razorpay',
    )
  }
  if (!demo.on) {
    const missing = [
      authProvider === 'local' &&
        `  GOOGLE_CLIENT_ID: required outside demo mode (${demo.reason}): Google is the only sign-in there; the demo sign-in runs only with DEMO_MODE=on`,
      paymentProvider === 'sandbox' &&
        `  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required outside demo mode (${demo.reason}): the payment sandbox runs only with DEMO_MODE=on`,
      !env.SMTP_URL &&
        `  SMTP_URL: required outside demo mode (${demo.reason}): without it e-mails would stay on this machine and reach nobody`,
      env.SEED_DEMO_DATA === true && `  SEED_DEMO_DATA: demo data is loaded only in demo mode (DEMO_MODE=on)`,
    ].filter(Boolean)
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`)
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
  return {
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { driver: 'pg' as const, url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { driver: 'pglite' as const, dataDir: path.resolve(env.DATA_DIR, 'pglite') },
    dataDir: path.resolve(env.DATA_DIR),
    demo: { ...demo, seed: demo.on && env.SEED_DEMO_DATA !== false },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR === '' ? undefined : path.resolve(env.WEB_DIST_DIR),
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { enabled: env.RATE_LIMITS, redisUrl: env.REDIS_URL },
    publicCache: {
      enabled: env.PUBLIC_CACHE === 'on',
      redisUrl: env.REDIS_URL,
      redisPrefix: env.PUBLIC_CACHE_PREFIX,
      ttlMs: env.PUBLIC_CACHE_TTL_SECONDS * 1000,
      maxBytes: 64 * 1024 * 1024,
    },
    liveBus: env.REDIS_URL
      ? { kind: 'redis' as const, url: env.REDIS_URL, channel: env.LIVE_CHANNEL }
      : env.DATABASE_URL
        ? { kind: 'postgres' as const, url: env.DATABASE_URL, channel: env.LIVE_CHANNEL }
        : { kind: 'memory' as const },
    liveStreams: { perPerson: env.LIVE_STREAMS_PER_PERSON },
    auth:
      authProvider === 'google'
        ? {
            provider: 'google' as const,
            clientId: env.GOOGLE_CLIENT_ID as string,
            jwksUrl: env.GOOGLE_JWKS_URL,
            issuers: ['accounts.google.com', 'https://accounts.google.com'],
          }
        : {
            provider: 'local' as const,
            clientId: 'rally-local-demo',
            issuer: `${publicUrl}/v1/auth/local`,
          },
    sessions: { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS, keptMs: env.SESSION_KEPT_MS },
    payments:
      paymentProvider === 'razorpay'
        ? {
            provider: 'razorpay' as const,
            keyId: env.RAZORPAY_KEY_ID as string,
            keySecret: env.RAZORPAY_KEY_SECRET as string,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET as string,
            apiBaseUrl: env.RAZORPAY_API_URL,
            checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL,
          }
        : { provider: 'sandbox' as const },
    upi: { payeeVpa: env.UPI_PAYEE_VPA, payeeName: env.UPI_PAYEE_NAME },
    storage: storageConfig(env),
    mail: env.SMTP_URL
      ? { transport: 'smtp' as const, url: env.SMTP_URL, from: env.MAIL_FROM }
      : { transport: 'local' as const, dir: path.resolve(env.DATA_DIR, 'mailbox'), from: env.MAIL_FROM },
    video: videoConfig(env),
    whatsapp: whatsappConfig(env, demo.on),
    news: { feeds: env.NEWS_FEEDS, intervalMinutes: env.NEWS_FEED_INTERVAL_MINUTES },
    jobs: { validityDays: env.JOB_VALIDITY_DAYS },
    scheduler: { enabled: env.JOB_SCHEDULER },
    site: {
      companyName: env.COMPANY_NAME,
      supportPhone: env.SUPPORT_PHONE,
      supportEmail: env.SUPPORT_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
      social: socialConfig(env, demo.on),
      press: env.PRESS_MENTIONS,
      offices: [
        { country: 'India', city: 'Bengaluru' },
        { country: 'Indonesia', city: 'Jakarta' },
        { country: 'USA', city: 'San Francisco' },
        { country: 'Malaysia', city: 'Kuala Lumpur' },
      ],
    },
  }
}

/**
 * Whether this server runs the demo, and why. Asked for with DEMO_MODE=on, never beside real keys: a real
 * Google sign-in next to the demo one, or live Razorpay next to the sandbox, would mix real people with
 * accounts anyone can take and bookings nobody paid for. Unset, only the embedded database outside
 * NODE_ENV=production and without real keys is a demo: a database server is somebody's real data.
 */
function demoMode(env: z.infer<typeof environmentSchema>): { on: boolean; reason: string } {
  if (env.APP_ENV !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_ENV: no longer read; a server on DATABASE_URL or with NODE_ENV=production runs no demo part unless DEMO_MODE=on (docs/operations.md)',
    )
  }
  const realKeys = [
    env.GOOGLE_CLIENT_ID && 'GOOGLE_CLIENT_ID',
    env.RAZORPAY_KEY_ID?.startsWith('rzp_live_') && 'RAZORPAY_KEY_ID (a live key)',
  ].filter((key): key is string => Boolean(key))
  if (env.DEMO_MODE === 'on') {
    if (realKeys.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  DEMO_MODE: demo mode cannot run beside ${realKeys.join(' and ')}: the demo sign-in lets anyone in as any demo person (an admin among them) and the sandbox books without money; unset DEMO_MODE or remove the keys`,
      )
    }
    return { on: true, reason: 'DEMO_MODE=on' }
  }
  if (env.DEMO_MODE === 'off') return { on: false, reason: 'DEMO_MODE=off' }
  if (env.DATABASE_URL) return { on: false, reason: 'DATABASE_URL is set' }
  if (env.NODE_ENV === 'production') return { on: false, reason: 'NODE_ENV=production' }
  if (realKeys.length > 0) return { on: false, reason: `${realKeys.join(' and ')} set` }
  return { on: true, reason: 'the embedded database' }
}

/**
 * The company's social pages. In demo mode an unset one gets a demo
 * address on the reserved `.example` domain, so the default start shows every
 * network the spec lists; a live server shows only the pages configured.
 */
function socialConfig(env: z.infer<typeof environmentSchema>, demo: boolean) {
  const page = (configured: string | undefined, demoUrl: string) => configured ?? (demo ? demoUrl : null)
  return {
    facebook: page(env.SOCIAL_FACEBOOK_URL, 'https://facebook.example/rallysports'),
    instagram: page(env.SOCIAL_INSTAGRAM_URL, 'https://instagram.example/rallysports'),
    linkedin: page(env.SOCIAL_LINKEDIN_URL, 'https://linkedin.example/company/rallysports'),
    twitter: page(env.SOCIAL_TWITTER_URL, 'https://x.example/rallysports'),
    youtube: page(env.SOCIAL_YOUTUBE_URL, 'https://youtube.example/@rallysports'),
  }
}

/** S3 when a bucket is set, else a folder under DATA_DIR. S3 settings without a bucket are a mistake, not a fallback. */
function storageConfig(env: z.infer<typeof environmentSchema>) {
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither')
  }
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || accessKeyId) {
      throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when S3_ENDPOINT or S3 keys are set')
    }
    return { driver: 'local' as const, dir: path.resolve(env.DATA_DIR, 'uploads') }
  }
  return {
    driver: 's3' as const,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  }
}

/** Zoom when its three Server-to-Server OAuth values are set, else Jitsi room links. Part of Zoom's settings is a mistake. */
function videoConfig(env: z.infer<typeof environmentSchema>) {
  const zoom = [env.ZOOM_ACCOUNT_ID, env.ZOOM_CLIENT_ID, env.ZOOM_CLIENT_SECRET]
  if (zoom.some(Boolean) && !zoom.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET: set all three or none',
    )
  }
  if (env.ZOOM_ACCOUNT_ID && env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET) {
    return {
      provider: 'zoom' as const,
      accountId: env.ZOOM_ACCOUNT_ID,
      clientId: env.ZOOM_CLIENT_ID,
      clientSecret: env.ZOOM_CLIENT_SECRET,
      oauthUrl: env.ZOOM_OAUTH_URL,
      apiUrl: env.ZOOM_API_URL,
    }
  }
  return { provider: 'jitsi' as const, baseUrl: env.JITSI_BASE_URL }
}

/**
 * WhatsApp: the Cloud API needs its four values; the twin is the demo's, or asked for by name (its app secret
 * and verify token then come from the same variables, or the app makes its own).
 */
function whatsappConfig(env: z.infer<typeof environmentSchema>, demo: boolean) {
  const provider = env.WHATSAPP_PROVIDER ?? (env.WHATSAPP_TOKEN ? 'cloud' : demo ? 'twin' : 'off')
  if (provider === 'cloud') {
    const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = env
    if (!(WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID && WHATSAPP_APP_SECRET && WHATSAPP_VERIFY_TOKEN)) {
      throw new ConfigError(
        'Invalid configuration:\n  WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: all four are required for the WhatsApp Cloud API',
      )
    }
    return {
      provider: 'cloud' as const,
      apiUrl: env.WHATSAPP_API_URL,
      token: WHATSAPP_TOKEN,
      phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
      appSecret: WHATSAPP_APP_SECRET,
      verifyToken: WHATSAPP_VERIFY_TOKEN,
    }
  }
  if (provider === 'twin') {
    return {
      provider: 'twin' as const,
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
      logFile: path.resolve(env.DATA_DIR, 'whatsapp', 'received.jsonl'),
    }
  }
  return { provider: 'off' as const }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}
