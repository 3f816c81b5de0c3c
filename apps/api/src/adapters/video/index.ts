import type { Config } from '../../config.ts'
import { createJitsiVideo } from './jitsi-video.ts'
import type { VideoProvider } from './video-provider.ts'
import { createZoomVideo } from './zoom-video.ts'

export type { Meeting, MeetingRequest, VideoProvider } from './video-provider.ts'
export { VideoProviderError } from './video-provider.ts'

/** Zoom when its Server-to-Server OAuth app is configured, otherwise Jitsi room links (the embedded default). */
export function createVideoProvider(config: Config['video']): VideoProvider {
  return config.provider === 'zoom' ? createZoomVideo(config) : createJitsiVideo(config)
}
