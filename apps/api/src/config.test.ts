import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.ts'

const production = {
  DATABASE_URL: 'postgresql://rally@db.internal:5432/rally',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
}

describe('the company social pages', () => {
  it('are all set on a default start, with demo addresses on the reserved .example domain', () => {
    const { social } = parseConfig({}).site
    expect(Object.keys(social)).toEqual(['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'])
    for (const url of Object.values(social)) expect(url).toMatch(/^https:\/\/[a-z]+\.example\//)
  })

  it('take the configured address over the demo one', () => {
    const { social } = parseConfig({ SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@rally' }).site
    expect(social.youtube).toBe('https://www.youtube.com/@rally')
    expect(social.facebook).toBe('https://facebook.example/rallysports')
  })

  it('on a live server are only those configured', () => {
    const { social } = parseConfig({
      ...production,
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/rally',
    }).site
    expect(social).toEqual({
      facebook: null,
      instagram: null,
      linkedin: 'https://www.linkedin.com/company/rally',
      twitter: null,
      youtube: null,
    })
  })
})

describe('the news feeds', () => {
  it('are none by default, read hourly', () => {
    expect(parseConfig({}).news).toEqual({ feeds: [], intervalMinutes: 60 })
  })

  it('are a comma-separated list of web addresses, read as often as configured', () => {
    const { news } = parseConfig({
      NEWS_FEEDS: ' https://a.example/rss , https://b.example/atom.xml,',
      NEWS_FEED_INTERVAL_MINUTES: '15',
    })
    expect(news).toEqual({ feeds: ['https://a.example/rss', 'https://b.example/atom.xml'], intervalMinutes: 15 })
    expect(() => parseConfig({ NEWS_FEEDS: 'ftp://a.example/rss' })).toThrow(
      'NEWS_FEEDS.0: each feed must be an http:// or https:// URL',
    )
  })

  it('are read on a period the job scheduler can keep: a divisor of an hour or whole hours dividing a day', () => {
    expect(parseConfig({ NEWS_FEED_INTERVAL_MINUTES: '360' }).news.intervalMinutes).toBe(360)
    for (const minutes of ['45', '90', '600', '10080']) {
      expect(() => parseConfig({ NEWS_FEED_INTERVAL_MINUTES: minutes })).toThrow('NEWS_FEED_INTERVAL_MINUTES')
    }
  })
})

describe('the vacancies', () => {
  it('stay open 60 days by default, or as many days as configured', () => {
    expect(parseConfig({}).jobs).toEqual({ validityDays: 60 })
    expect(parseConfig({ JOB_VALIDITY_DAYS: '30' }).jobs).toEqual({ validityDays: 30 })
  })

  it('refuse a validity that is not a whole number of days from 1 to 365', () => {
    for (const value of ['0', '366', '1.5', 'soon']) {
      expect(() => parseConfig({ JOB_VALIDITY_DAYS: value })).toThrow('JOB_VALIDITY_DAYS')
    }
  })
})

describe('demo mode (the demo sign-in, the payment sandbox, /dev/mailbox and the demo data)', () => {
  const live = {
    GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    RAZORPAY_KEY_ID: 'rzp_live_key',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  }

  it('is the embedded default, with every demo part', () => {
    const config = parseConfig({})
    expect(config.demo).toEqual({ on: true, reason: 'the embedded database', seed: true })
    expect(config.auth.provider).toBe('local')
    expect(config.payments.provider).toBe('sandbox')
    expect(config.mail.transport).toBe('local')
  })

  it('is off on a database server or with NODE_ENV=production, which then need the real services', () => {
    for (const environment of [{ DATABASE_URL: 'postgresql://rally@db.internal/rally' }, { NODE_ENV: 'production' }]) {
      expect(() => parseConfig(environment)).toThrow(
        /GOOGLE_CLIENT_ID: required outside demo mode[\s\S]*RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required outside demo mode[\s\S]*SMTP_URL: required outside demo mode/,
      )
      const config = parseConfig({ ...environment, ...live })
      expect(config.demo.on).toBe(false)
      expect(config.demo.seed).toBe(false)
      expect(config.auth.provider).toBe('google')
      expect(config.payments.provider).toBe('razorpay')
      expect(config.mail.transport).toBe('smtp')
    }
  })

  it('is off when real keys are set, even on the embedded database', () => {
    expect(parseConfig(live).demo).toMatchObject({
      on: false,
      reason: 'GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID (a live key) set',
    })
  })

  it('runs on a database server when asked, and then says so', () => {
    const config = parseConfig({ DATABASE_URL: 'postgresql://rally@db.internal/rally', DEMO_MODE: 'on' })
    expect(config.demo).toEqual({ on: true, reason: 'DEMO_MODE=on', seed: true })
    expect(config.auth.provider).toBe('local')
  })

  it('refuses to start beside real Google or Razorpay keys, naming the conflict', () => {
    expect(() => parseConfig({ ...live, DEMO_MODE: 'on' })).toThrow(
      'DEMO_MODE: demo mode cannot run beside GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID (a live key)',
    )
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', DEMO_MODE: 'on' })).toThrow(
      'demo mode cannot run beside GOOGLE_CLIENT_ID:',
    )
  })

  it('keeps Razorpay test keys (no money moves) and lets the demo data be switched off', () => {
    const config = parseConfig({
      ...live,
      GOOGLE_CLIENT_ID: '',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      SEED_DEMO_DATA: 'false',
    })
    expect(config.demo).toEqual({ on: true, reason: 'the embedded database', seed: false })
    expect(config.payments.provider).toBe('razorpay')
  })

  it('is never half on: the demo parts and the demo data cannot be asked for on a live server', () => {
    const server = { ...live, DATABASE_URL: 'postgresql://rally@db.internal/rally' }
    expect(() => parseConfig({ ...server, AUTH_PROVIDER: 'local' })).toThrow(
      /GOOGLE_CLIENT_ID: required outside demo mode/,
    )
    expect(() => parseConfig({ ...server, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /payment sandbox runs only with DEMO_MODE=on/,
    )
    expect(() => parseConfig({ ...server, SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA: demo data is loaded only in demo mode/,
    )
    expect(() => parseConfig({ ...server, DEMO_MODE: 'off' })).not.toThrow()
  })

  it('is not decided by the old APP_ENV, which is refused so that nobody relies on it', () => {
    expect(() => parseConfig({ APP_ENV: 'production' })).toThrow(/APP_ENV: no longer read/)
  })
})

describe('WhatsApp (decision 075)', () => {
  const cloud = {
    WHATSAPP_TOKEN: 'EAAG-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-token',
  }

  it('runs the twin in the demo, nothing on a live server unless asked for, and the Cloud API with its token', () => {
    expect(parseConfig({}).whatsapp.provider).toBe('twin')
    expect(parseConfig(production).whatsapp.provider).toBe('off')
    expect(parseConfig({ ...production, WHATSAPP_PROVIDER: 'twin' }).whatsapp.provider).toBe('twin')
    expect(parseConfig({ ...production, ...cloud }).whatsapp).toMatchObject({
      provider: 'cloud',
      apiUrl: 'https://graph.facebook.com',
      phoneNumberId: '106540352242922',
    })
  })

  it('needs all four Cloud API values', () => {
    expect(() => parseConfig({ ...production, WHATSAPP_TOKEN: 'EAAG-token' })).toThrow(/all four are required/)
  })
})
