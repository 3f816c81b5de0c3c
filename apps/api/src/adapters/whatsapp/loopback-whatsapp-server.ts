import { randomBytes } from 'node:crypto'
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { renderTemplate, type WhatsAppTemplate, whatsappTemplates } from './templates.ts'

/** A template message the twin accepted, as WhatsApp would deliver it. */
export type ReceivedWhatsAppMessage = {
  id: string
  to: string
  template: string
  language: string
  params: string[]
  /** The body the recipient reads (the approved template with its parameters). */
  text: string
  at: string
}

export type LoopbackWhatsApp = {
  url: string
  token: string
  phoneNumberId: string
  /** Every message accepted, oldest first (those of earlier runs too when it keeps a file). */
  received(): ReceivedWhatsAppMessage[]
  /** The next `count` requests are answered `status` (a test of retries). */
  failNext(count: number, status?: number): void
  close(): Promise<void>
}

/**
 * A loopback twin of the WhatsApp Business Cloud API's messages endpoint (decision 075), for the embedded
 * default and the tests: POST /v21.0/{phone-number-id}/messages. It checks what WhatsApp checks of a template
 * message (the bearer token, the phone number id, that the template exists and is approved in that language,
 * the number of body parameters) and answers as WhatsApp does (a wamid, or an error object with its code).
 * `logFile` keeps the received messages (JSON lines) across restarts, for the demo's mailbox page.
 */
export async function startLoopbackWhatsApp({
  token = `twin-${randomBytes(16).toString('hex')}`,
  phoneNumberId = '100000000000001',
  templates = whatsappTemplates,
  logFile,
}: {
  token?: string
  phoneNumberId?: string
  templates?: WhatsAppTemplate[]
  logFile?: string
} = {}): Promise<LoopbackWhatsApp> {
  const messages: ReceivedWhatsAppMessage[] = logFile ? readLog(logFile) : []
  const approved = new Map(templates.map((template) => [`${template.name}:${template.language}`, template]))
  const names = new Set(templates.map((template) => template.name))
  let failures: { count: number; status: number } = { count: 0, status: 500 }

  function refuse(response: ServerResponse, status: number, code: number, message: string) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'twin' } }))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://twin')
    const route = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname)
    if (request.method !== 'POST' || !route) return refuse(response, 404, 100, 'Unknown path components')
    if (request.headers.authorization !== `Bearer ${token}`) {
      return refuse(response, 401, 190, 'Invalid OAuth access token')
    }
    if (decodeURIComponent(route[1] as string) !== phoneNumberId) {
      return refuse(response, 400, 100, 'Unsupported post request: unknown phone number id')
    }
    if (failures.count > 0) {
      failures.count -= 1
      return refuse(response, failures.status, 131000, 'Something went wrong (the twin was asked to fail)')
    }
    let body: {
      messaging_product?: string
      to?: string
      type?: string
      template?: {
        name?: string
        language?: { code?: string }
        components?: { type?: string; parameters?: { type?: string; text?: string }[] }[]
      }
    }
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return refuse(response, 400, 100, 'Invalid JSON')
    }
    if (body.messaging_product !== 'whatsapp') return refuse(response, 400, 100, 'messaging_product must be whatsapp')
    if (body.type !== 'template' || !body.template) return refuse(response, 400, 100, 'type must be template')
    if (!/^\d{8,15}$/.test(body.to ?? '')) return refuse(response, 400, 131009, 'Parameter value is not valid: to')
    const name = body.template.name ?? ''
    const language = body.template.language?.code ?? ''
    if (!names.has(name)) return refuse(response, 404, 132001, `Template name does not exist: ${name}`)
    const template = approved.get(`${name}:${language}`)
    if (!template) {
      return refuse(response, 404, 132001, `Template name does not exist in the translation: ${name} (${language})`)
    }
    const parameters = (body.template.components ?? []).find((component) => component.type === 'body')?.parameters ?? []
    if (parameters.length !== template.parameterCount || parameters.some((p) => p.type !== 'text' || !p.text)) {
      return refuse(
        response,
        400,
        132000,
        `Number of parameters does not match the expected number of params: ${parameters.length} given, ${template.parameterCount} expected`,
      )
    }
    const params = parameters.map((parameter) => parameter.text as string)
    const message: ReceivedWhatsAppMessage = {
      id: `wamid.twin${randomBytes(12).toString('hex')}`,
      to: `+${body.to}`,
      template: name,
      language,
      params,
      text: renderTemplate(template, params),
      at: new Date().toISOString(),
    }
    messages.push(message)
    if (logFile) appendFileSync(logFile, `${JSON.stringify(message)}\n`)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: message.id, message_status: 'accepted' }],
      }),
    )
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => refuse(response, 500, 1, 'twin error'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = address && typeof address === 'object' ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    received: () => [...messages],
    failNext(count, status = 500) {
      failures = { count, status }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 64 * 1024) request.destroy(new Error('too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function readLog(file: string): ReceivedWhatsAppMessage[] {
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedWhatsAppMessage)
  } catch {
    return []
  }
}
