export type MeetingRequest = {
  topic: string
  startAt: Date
  durationMinutes: number
  /** The IANA zone the meeting is shown in by the provider (the booker's). */
  timeZone: string
}

export type Meeting = { url: string; provider: 'zoom' | 'jitsi' }

/** The port every video-call provider implements: Zoom when configured, Jitsi room links otherwise. */
export interface VideoProvider {
  readonly name: 'zoom' | 'jitsi'
  createMeeting(request: MeetingRequest): Promise<Meeting>
}

export class VideoProviderError extends Error {
  override name = 'VideoProviderError'
}
