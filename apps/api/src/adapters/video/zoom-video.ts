import { type VideoProvider, VideoProviderError } from './video-provider.ts'

export type ZoomConfig = {
  accountId: string
  clientId: string
  clientSecret: string
  /** https://zoom.us in production; a loopback server in tests. */
  oauthUrl: string
  /** https://api.zoom.us in production; a loopback server in tests. */
  apiUrl: string
  timeoutMs?: number
  clock?: () => number
}

type Token = { value: string; expiresAt: number }

// A token is renewed this long before Zoom says it expires, so none expires on its way.
const renewMarginMs = 60_000

/**
 * Zoom meetings through a Server-to-Server OAuth app: an account-credentials
 * token (cached until shortly before it expires, shared by concurrent calls),
 * then POST /v2/users/me/meetings for a scheduled meeting.
 */
export function createZoomVideo(config: ZoomConfig): VideoProvider {
  const clock = config.clock ?? Date.now
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`
  let token: Token | undefined
  let pending: Promise<Token> | undefined

  async function call(url: URL, init: RequestInit, what: string): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs ?? 15_000) })
    } catch (error) {
      throw new VideoProviderError(`Zoom did not answer the ${what} request: ${(error as Error).message}`)
    }
    const text = await response.text()
    if (!response.ok) {
      if (response.status === 401) token = undefined
      throw new VideoProviderError(`Zoom answered the ${what} request with ${response.status}: ${reason(text)}`)
    }
    // An update answers 204 No Content.
    if (response.status === 204) return undefined
    try {
      return JSON.parse(text)
    } catch {
      throw new VideoProviderError(`Zoom answered the ${what} request with something other than JSON`)
    }
  }

  async function fetchToken(): Promise<Token> {
    const url = new URL('/oauth/token', config.oauthUrl)
    url.searchParams.set('grant_type', 'account_credentials')
    url.searchParams.set('account_id', config.accountId)
    const body = (await call(url, { method: 'POST', headers: { authorization: basic } }, 'token')) as {
      access_token?: unknown
      expires_in?: unknown
    }
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new VideoProviderError('Zoom answered the token request without an access_token')
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000
    return { value: body.access_token, expiresAt: clock() + lifetimeMs - renewMarginMs }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > clock()) return token.value
    pending ??= fetchToken().finally(() => {
      pending = undefined
    })
    token = await pending
    return token.value
  }

  const startTime = (startAt: Date) => startAt.toISOString().replace(/\.\d{3}Z$/, 'Z')

  return {
    name: 'zoom',
    async createMeeting({ topic, startAt, durationMinutes, timeZone }) {
      const bearer = await accessToken()
      const meeting = (await call(
        new URL('/v2/users/me/meetings', config.apiUrl),
        {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            topic: topic.slice(0, 200),
            type: 2, // a scheduled meeting
            start_time: startTime(startAt),
            duration: Math.round(durationMinutes),
            timezone: timeZone,
            settings: { join_before_host: false, waiting_room: true },
          }),
        },
        'create-meeting',
      )) as { join_url?: unknown }
      if (typeof meeting.join_url !== 'string' || !/^https:\/\//.test(meeting.join_url)) {
        throw new VideoProviderError('Zoom created a meeting without a join_url')
      }
      return { url: meeting.join_url, provider: 'zoom' }
    },

    /** PATCH /v2/meetings/{meetingId} with the new start, length and zone; the join link stays the same. */
    async moveMeeting(meetingUrl, { startAt, durationMinutes, timeZone }) {
      const meetingId = zoomMeetingId(meetingUrl)
      if (!meetingId) return
      const bearer = await accessToken()
      await call(
        new URL(`/v2/meetings/${meetingId}`, config.apiUrl),
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            start_time: startTime(startAt),
            duration: Math.round(durationMinutes),
            timezone: timeZone,
          }),
        },
        'update-meeting',
      )
    },
  }
}

/**
 * The meeting id in a Zoom join link (https://us05web.zoom.us/j/85746065432?pwd=…): Rally keeps only the
 * link, which names the meeting. Undefined for any other link (a Jitsi room from before Zoom was set up).
 */
export function zoomMeetingId(meetingUrl: string): string | undefined {
  try {
    const url = new URL(meetingUrl)
    if (!/(^|\.)zoom\.us$/.test(url.hostname)) return undefined
    return /^\/(?:j|w)\/(\d{9,12})$/.exec(url.pathname)?.[1]
  } catch {
    return undefined
  }
}

/** Zoom's error body is `{ code, message }` (API) or `{ reason, error }` (OAuth); otherwise the start of the text. */
function reason(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; reason?: unknown; error?: unknown }
    const message = body.message ?? body.reason ?? body.error
    if (typeof message === 'string') return message
  } catch {
    // not JSON
  }
  return text.slice(0, 300) || 'no details'
}
