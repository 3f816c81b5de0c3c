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
  /**
   * Moves a meeting made by `createMeeting` (known by its link) to a new start, keeping its link. Nothing to
   * do for a link this provider did not make, or whose room does not depend on the time (Jitsi).
   */
  moveMeeting(meetingUrl: string, request: Omit<MeetingRequest, 'topic'>): Promise<void>
}

export class VideoProviderError extends Error {
  override name = 'VideoProviderError'
}
