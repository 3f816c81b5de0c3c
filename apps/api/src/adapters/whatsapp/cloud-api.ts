import { type TemplateMessage, WhatsAppError, type WhatsAppSender } from './whatsapp.ts'

/**
 * The WhatsApp Business Cloud API (decision 075): POST {apiUrl}/v21.0/{phone-number-id}/messages with a
 * template message and the system user's bearer token. The same adapter talks to the loopback twin.
 */
export function createCloudApiSender({
  apiUrl,
  token,
  phoneNumberId,
  kind = 'cloud',
  timeoutMs = 15_000,
}: {
  apiUrl: string
  token: string
  phoneNumberId: string
  kind?: WhatsAppSender['kind']
  timeoutMs?: number
}): WhatsAppSender {
  const endpoint = `${apiUrl.replace(/\/$/, '')}/v21.0/${encodeURIComponent(phoneNumberId)}/messages`
  return {
    kind,
    async sendTemplate(message: TemplateMessage) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateRequest(message)),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { id?: string }[]
        error?: { message?: string; code?: number }
      }
      if (!response.ok) {
        const text = answer.error?.message ?? `HTTP ${response.status}`
        // 429 and 5xx pass; a refused template or number does not get better by itself.
        throw new WhatsAppError(
          `WhatsApp refused the message: ${text}`,
          response.status,
          response.status === 429 || response.status >= 500,
        )
      }
      const messageId = answer.messages?.[0]?.id
      if (!messageId) throw new WhatsAppError('WhatsApp answered without a message id', response.status, true)
      return { messageId }
    },
  }
}

/** The Cloud API's body of a template message: the recipient without "+", the body's text parameters. */
export function templateRequest({ to, template, language, params }: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template,
      language: { code: language },
      components:
        params.length > 0 ? [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] : [],
    },
  }
}
