import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config.ts'
import { createVideoProvider } from './index.ts'
import { createJitsiVideo } from './jitsi-video.ts'

const meeting = { topic: 'Session', startAt: new Date('2026-12-05T13:00:00Z'), durationMinutes: 45, timeZone: 'UTC' }

describe('Jitsi video links', () => {
  it('makes a new unguessable room per meeting: 128 random bits, no network call', async () => {
    const jitsi = createJitsiVideo({ baseUrl: 'https://meet.jit.si' })
    const first = await jitsi.createMeeting(meeting)
    const second = await jitsi.createMeeting(meeting)

    expect(first.provider).toBe('jitsi')
    expect(first.url).toMatch(/^https:\/\/meet\.jit\.si\/Rally-[0-9a-f]{32}$/)
    expect(second.url).not.toBe(first.url)
    const bits = (url: string) => (url.split('Rally-')[1] ?? '').length * 4
    expect(bits(first.url)).toBeGreaterThanOrEqual(128)
  })

  it('is the default of createVideoProvider, on the configured server without a doubled slash', async () => {
    const provider = createVideoProvider(parseConfig({ JITSI_BASE_URL: 'https://video.rally.example/' }).video)
    expect(provider.name).toBe('jitsi')
    expect((await provider.createMeeting(meeting)).url).toMatch(/^https:\/\/video\.rally\.example\/Rally-[0-9a-f]{32}$/)
  })
})
