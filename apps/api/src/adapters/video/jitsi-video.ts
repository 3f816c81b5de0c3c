import { randomBytes } from 'node:crypto'
import type { VideoProvider } from './video-provider.ts'

/**
 * Jitsi Meet rooms need no account and no API call: whoever has the link can
 * join, so the room name carries 128 random bits and cannot be guessed.
 */
export function createJitsiVideo({ baseUrl }: { baseUrl: string }): VideoProvider {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    name: 'jitsi',
    async createMeeting() {
      return { url: `${base}/Rally-${randomBytes(16).toString('hex')}`, provider: 'jitsi' }
    },
    // A Jitsi room has no time: its link works whenever the session is.
    async moveMeeting() {},
  }
}
