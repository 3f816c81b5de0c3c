/** A template message to one number (E.164), in a Cloud API language code, with its body parameters in order. */
export type TemplateMessage = { to: string; template: string; language: string; params: readonly string[] }

/** The port: WhatsApp Business template messages. Answers WhatsApp's id of the message (wamid…). */
export type WhatsAppSender = {
  readonly kind: 'cloud' | 'twin'
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>
}

/** A refusal WhatsApp gave; `retryable` when trying again later may succeed (rate limits, outages). */
export class WhatsAppError extends Error {
  override name = 'WhatsAppError'
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message)
  }
}
