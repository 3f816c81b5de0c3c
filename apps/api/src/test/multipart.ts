import { randomBytes } from 'node:crypto'

export type Part = { name: string; filename?: string; contentType?: string; body: Buffer | string }

/** A multipart/form-data body as a browser sends it. */
export function multipart(...parts: Part[]) {
  const boundary = `----RallyBoundary${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`),
    )
    chunks.push(Buffer.from(part.body), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const file = (filename: string, contentType: string, body: Buffer | string): Part => ({
  name: 'file',
  filename,
  contentType,
  body,
})
