import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config.ts'
import { createVideoProvider, VideoProviderError } from './index.ts'
import { type LoopbackZoomServer, loopbackZoomAccount, startLoopbackZoomServer } from './loopback-zoom-server.ts'
import { createZoomVideo, zoomMeetingId } from './zoom-video.ts'

const account = loopbackZoomAccount
const basic = `Basic ${Buffer.from('client-id:s3cr3t').toString('base64')}`

let fake: LoopbackZoomServer
let baseUrl: string

beforeAll(async () => {
  fake = await startLoopbackZoomServer()
  baseUrl = fake.url
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const meeting = {
  topic: 'Rally session: Asha Verma with Coach Rao',
  startAt: new Date('2026-12-05T13:00:00.000Z'),
  durationMinutes: 45,
  timeZone: 'Asia/Kolkata',
}

describe('Zoom video (Server-to-Server OAuth, against a loopback Zoom)', () => {
  const zoom = (clock?: () => number) =>
    createZoomVideo({ ...account, oauthUrl: baseUrl, apiUrl: baseUrl, ...(clock && { clock }) })

  it('gets an account-credentials token, then schedules a meeting with it', async () => {
    const result = await zoom().createMeeting(meeting)

    expect(result).toEqual({ url: 'https://us05web.zoom.us/j/85746065432?pwd=abc', provider: 'zoom' })
    const [tokenRequest, meetingRequest] = fake.received
    expect(tokenRequest).toMatchObject({ method: 'POST', path: '/oauth/token' })
    expect(tokenRequest?.headers.authorization).toBe(basic)
    expect(Object.fromEntries(tokenRequest?.query ?? [])).toEqual({
      grant_type: 'account_credentials',
      account_id: 'acc-42',
    })
    expect(meetingRequest).toMatchObject({ method: 'POST', path: '/v2/users/me/meetings' })
    expect(meetingRequest?.headers.authorization).toBe('Bearer token-1')
    expect(meetingRequest?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(meetingRequest?.body ?? '')).toEqual({
      topic: meeting.topic,
      type: 2,
      start_time: '2026-12-05T13:00:00Z',
      duration: 45,
      timezone: 'Asia/Kolkata',
      settings: { join_before_host: false, waiting_room: true },
    })
  })

  it('reuses the token for the next meeting, and renews it shortly before it expires', async () => {
    let now = Date.parse('2026-11-01T10:00:00Z')
    const provider = zoom(() => now)
    await Promise.all([provider.createMeeting(meeting), provider.createMeeting(meeting)])
    await provider.createMeeting(meeting)
    expect(fake.received.filter((request) => request.path === '/oauth/token')).toHaveLength(1)
    expect(fake.received.filter((request) => request.path === '/v2/users/me/meetings')).toHaveLength(3)

    now += 3599_000 - 30_000 // inside the renewal margin
    await provider.createMeeting(meeting)
    expect(fake.received.filter((request) => request.path === '/oauth/token')).toHaveLength(2)
    expect(fake.received.at(-1)?.headers.authorization).toBe('Bearer token-2')
  })

  it('turns a 401 for the credentials into a VideoProviderError', async () => {
    const wrong = createZoomVideo({ ...account, clientSecret: 'wrong', oauthUrl: baseUrl, apiUrl: baseUrl })
    const failure = wrong.createMeeting(meeting)
    await expect(failure).rejects.toThrow(VideoProviderError)
    await expect(failure).rejects.toThrow(/token request with 401: Invalid client_id or client_secret/)
    expect(fake.received.map((request) => request.path)).toEqual(['/oauth/token'])
  })

  it('turns a 401 for the meeting into a VideoProviderError, and fetches a new token next time', async () => {
    const provider = zoom()
    await provider.createMeeting(meeting)
    fake.state.meetingStatus = 401
    await expect(provider.createMeeting(meeting)).rejects.toThrow(
      new VideoProviderError('Zoom answered the create-meeting request with 401: Invalid access token.'),
    )
    fake.state.meetingStatus = 201
    await provider.createMeeting(meeting)
    expect(fake.received.filter((request) => request.path === '/oauth/token')).toHaveLength(2)
  })

  it('reports a Zoom that does not answer as a VideoProviderError', async () => {
    const closed = createZoomVideo({ ...account, oauthUrl: 'http://127.0.0.1:1', apiUrl: 'http://127.0.0.1:1' })
    await expect(closed.createMeeting(meeting)).rejects.toThrow(/Zoom did not answer the token request/)
  })

  it('moves a meeting to a new start with PATCH /v2/meetings/{id}: Zoom then holds the new time, the link stays', async () => {
    const provider = zoom()
    const { url } = await provider.createMeeting(meeting)
    await provider.moveMeeting(url, {
      startAt: new Date('2026-12-06T03:30:00.000Z'),
      durationMinutes: 60,
      timeZone: 'America/New_York',
    })

    const update = fake.received.at(-1)
    expect(update).toMatchObject({ method: 'PATCH', path: '/v2/meetings/85746065432' })
    expect(update?.headers.authorization).toBe('Bearer token-1')
    expect(JSON.parse(update?.body ?? '')).toEqual({
      start_time: '2026-12-06T03:30:00Z',
      duration: 60,
      timezone: 'America/New_York',
    })
    expect(fake.meetings.get('85746065432')).toMatchObject({
      start_time: '2026-12-06T03:30:00Z',
      duration: 60,
      join_url: url,
    })
  })

  it('reports a refused update as a VideoProviderError, and leaves other links alone', async () => {
    const provider = zoom()
    const { url } = await provider.createMeeting(meeting)
    const moved = { startAt: new Date('2026-12-06T03:30:00.000Z'), durationMinutes: 45, timeZone: 'UTC' }
    fake.state.updateStatus = 503
    await expect(provider.moveMeeting(url, moved)).rejects.toThrow(
      new VideoProviderError('Zoom answered the update-meeting request with 503: Zoom is unavailable.'),
    )
    await expect(provider.moveMeeting('https://us05web.zoom.us/j/11111111111', moved)).rejects.toThrow(
      /404: Meeting does not exist: 11111111111/,
    )
    const calls = fake.received.length
    await provider.moveMeeting('https://meet.jit.si/Rally-0123456789abcdef0123456789abcdef', moved)
    expect(fake.received).toHaveLength(calls)
    expect(zoomMeetingId('https://zoom.us.example.com/j/85746065432')).toBeUndefined()
    expect(zoomMeetingId(url)).toBe('85746065432')
  })

  it('is what createVideoProvider gives when the three Zoom values are set', async () => {
    const config = parseConfig({
      ZOOM_ACCOUNT_ID: account.accountId,
      ZOOM_CLIENT_ID: account.clientId,
      ZOOM_CLIENT_SECRET: account.clientSecret,
      ZOOM_OAUTH_URL: baseUrl,
      ZOOM_API_URL: baseUrl,
    })
    expect(config.video).toEqual({ provider: 'zoom', ...account, oauthUrl: baseUrl, apiUrl: baseUrl })
    const provider = createVideoProvider(config.video)
    expect(provider.name).toBe('zoom')
    expect((await provider.createMeeting(meeting)).provider).toBe('zoom')
  })
})

describe('video configuration', () => {
  it('defaults to Jitsi on meet.jit.si, and takes another Jitsi server', () => {
    expect(parseConfig({}).video).toEqual({ provider: 'jitsi', baseUrl: 'https://meet.jit.si' })
    expect(parseConfig({ JITSI_BASE_URL: 'https://jitsi.example.org/' }).video).toEqual({
      provider: 'jitsi',
      baseUrl: 'https://jitsi.example.org/',
    })
  })

  it('refuses part of the Zoom settings', () => {
    expect(() => parseConfig({ ZOOM_ACCOUNT_ID: 'a', ZOOM_CLIENT_ID: 'b' })).toThrow(ConfigError)
    expect(() => parseConfig({ ZOOM_CLIENT_SECRET: 'c' })).toThrow(/set all three or none/)
  })
})
