import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config.ts'
import { createVideoProvider, VideoProviderError } from './index.ts'
import { createZoomVideo } from './zoom-video.ts'

type Received = { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: string }

const account = { accountId: 'acc-42', clientId: 'client-id', clientSecret: 's3cr3t' }
const basic = `Basic ${Buffer.from('client-id:s3cr3t').toString('base64')}`

/**
 * Zoom's two endpoints as its docs describe them: the OAuth token endpoint
 * (account_credentials grant, HTTP Basic client credentials) and
 * POST /v2/users/me/meetings with a Bearer token.
 */
function startFakeZoom() {
  const received: Received[] = []
  const state = { tokensIssued: 0, meetingStatus: 201, tokenStatus: 200 }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const body = await text(request)
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    })
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))

    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      if (
        state.tokenStatus !== 200 ||
        request.headers.authorization !== basic ||
        url.searchParams.get('grant_type') !== 'account_credentials' ||
        url.searchParams.get('account_id') !== account.accountId
      ) {
        return json(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' })
      }
      state.tokensIssued += 1
      return json(200, {
        access_token: `token-${state.tokensIssued}`,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'meeting:write:meeting:admin',
      })
    }
    if (request.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
      if (request.headers.authorization !== `Bearer token-${state.tokensIssued}` || state.meetingStatus === 401) {
        return json(401, { code: 124, message: 'Invalid access token.' })
      }
      const meeting = JSON.parse(body) as { topic: string }
      return json(201, {
        id: 85746065432,
        topic: meeting.topic,
        join_url: 'https://us05web.zoom.us/j/85746065432?pwd=abc',
      })
    }
    return json(404, { code: 404, message: 'Not found' })
  })
  return { server, received, state }
}

let fake: ReturnType<typeof startFakeZoom>
let baseUrl: string

beforeAll(async () => {
  fake = startFakeZoom()
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  fake.server.closeAllConnections()
  await new Promise((resolve) => fake.server.close(resolve))
})
beforeEach(() => {
  fake.received.length = 0
  Object.assign(fake.state, { tokensIssued: 0, meetingStatus: 201, tokenStatus: 200 })
})

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
