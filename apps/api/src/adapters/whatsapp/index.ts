import { createCloudApiSender } from './cloud-api.ts'
import { type LoopbackWhatsApp, startLoopbackWhatsApp } from './loopback-whatsapp-server.ts'
import type { WhatsAppSender } from './whatsapp.ts'

export type { ReceivedWhatsAppMessage } from './loopback-whatsapp-server.ts'
export { whatsappLanguageOf, whatsappTemplates } from './templates.ts'
export type { TemplateMessage, WhatsAppSender } from './whatsapp.ts'
export { WhatsAppError } from './whatsapp.ts'

export type WhatsAppConfig =
  | { provider: 'cloud'; apiUrl: string; token: string; phoneNumberId: string }
  | { provider: 'twin'; logFile?: string }
  | { provider: 'off' }

/**
 * WhatsApp template messages (decision 075): the Cloud API with its token; in the demo (or when asked for)
 * the same adapter on the loopback twin; or none (`sender` undefined: nothing is written to WhatsApp).
 */
export async function createWhatsApp(
  config: WhatsAppConfig,
): Promise<{ sender?: WhatsAppSender; twin?: LoopbackWhatsApp; close: () => Promise<void> }> {
  if (config.provider === 'off') return { close: async () => {} }
  if (config.provider === 'cloud') {
    return {
      sender: createCloudApiSender({ apiUrl: config.apiUrl, token: config.token, phoneNumberId: config.phoneNumberId }),
      close: async () => {},
    }
  }
  const twin = await startLoopbackWhatsApp({ logFile: config.logFile })
  return {
    sender: createCloudApiSender({
      apiUrl: twin.url,
      token: twin.token,
      phoneNumberId: twin.phoneNumberId,
      kind: 'twin',
    }),
    twin,
    close: twin.close,
  }
}
