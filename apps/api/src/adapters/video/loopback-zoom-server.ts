// For tests only: a loopback twin of the parts of Zoom's API that Rally calls, on 127.0.0.1.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text } from 'node:stream/consumers'

export type ReceivedZoomRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
}

/** A meeting as this Zoom holds it (the fields of Zoom's meeting object that Rally sets). */
export type ZoomMeeting = {
  id: number
  topic: string
  type: number
  start_time: string
  duration: number
  timezone: string
  join_url: string
}

export const loopbackZoomAccount = { accountId: 'acc-42', clientId: 'client-id', clientSecret: 's3cr3t' }

/**
 * Zoom's endpoints as its docs describe them: the OAuth token endpoint (account_credentials grant, HTTP Basic
 * client credentials); POST /v2/users/me/meetings (201 with the meeting), GET /v2/meetings/{meetingId} and
 * PATCH /v2/meetings/{meetingId} (204 No Content; 404 code 3001 for an unknown meeting), each with a Bearer
 * token it issued. It keeps the meetings, so a test reads the time Zoom holds. `state` makes it refuse:
 * a status for the token, the create and the update requests.
 */
export async function startLoopbackZoomServer() {
  const received: ReceivedZoomRequest[] = []
  const meetings = new Map<string, ZoomMeeting>()
  const state = { tokensIssued: 0, meetingStatus: 201, tokenStatus: 200, updateStatus: 204, nextMeetingId: 85746065432 }
  const basic = `Basic ${Buffer.from(`${loopbackZoomAccount.clientId}:${loopbackZoomAccount.clientSecret}`).toString('base64')}`

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
    // Every token issued stays good until it expires, as Zoom's do (an hour: longer than any test).
    const token = /^Bearer token-(\d+)$/.exec(request.headers.authorization ?? '')?.[1]
    const signedIn = () => token !== undefined && Number(token) >= 1 && Number(token) <= state.tokensIssued

    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      if (
        state.tokenStatus !== 200 ||
        request.headers.authorization !== basic ||
        url.searchParams.get('grant_type') !== 'account_credentials' ||
        url.searchParams.get('account_id') !== loopbackZoomAccount.accountId
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
    if (!signedIn() || state.meetingStatus === 401) return json(401, { code: 124, message: 'Invalid access token.' })

    if (request.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
      const input = JSON.parse(body) as Omit<ZoomMeeting, 'id' | 'join_url'>
      const id = state.nextMeetingId++
      const meeting: ZoomMeeting = {
        id,
        topic: input.topic,
        type: input.type,
        start_time: input.start_time,
        duration: input.duration,
        timezone: input.timezone,
        join_url: `https://us05web.zoom.us/j/${id}?pwd=abc`,
      }
      meetings.set(String(id), meeting)
      return json(201, meeting)
    }
    const meetingPath = /^\/v2\/meetings\/(\d+)$/.exec(url.pathname)
    const meeting = meetingPath && meetings.get(meetingPath[1] as string)
    if (meetingPath && !meeting) return json(404, { code: 3001, message: `Meeting does not exist: ${meetingPath[1]}.` })
    if (meeting && request.method === 'GET') return json(200, meeting)
    if (meeting && request.method === 'PATCH') {
      if (state.updateStatus !== 204) return json(state.updateStatus, { code: 300, message: 'Zoom is unavailable.' })
      const change = JSON.parse(body) as Partial<ZoomMeeting>
      for (const key of ['start_time', 'duration', 'timezone', 'topic'] as const) {
        if (change[key] !== undefined) Object.assign(meeting, { [key]: change[key] })
      }
      return response.writeHead(204).end()
    }
    return json(404, { code: 404, message: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    meetings,
    state,
    reset() {
      received.length = 0
      meetings.clear()
      Object.assign(state, {
        tokensIssued: 0,
        meetingStatus: 201,
        tokenStatus: 200,
        updateStatus: 204,
        nextMeetingId: 85746065432,
      })
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type LoopbackZoomServer = Awaited<ReturnType<typeof startLoopbackZoomServer>>
