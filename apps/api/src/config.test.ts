import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.ts'

const production = {
  APP_ENV: 'production',
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

  it('in production are only those configured', () => {
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
