import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config.ts'
import { createStorage } from './index.ts'
import { createS3Storage } from './s3-storage.ts'
import { InvalidStorageKeyError } from './storage.ts'

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer }
type StoredObject = { body: Buffer; headers: Record<string, string> }

/**
 * Just enough of S3's REST protocol, path-style (`/<bucket>/<key>`): PutObject,
 * GetObject and DeleteObject on an in-memory map, S3's XML error for a missing
 * key. Signatures are not checked.
 */
function startFakeS3() {
  const objects = new Map<string, StoredObject>()
  const received: Received[] = []
  const server = createServer(async (request, response) => {
    const body = await buffer(request)
    const url = new URL(request.url ?? '/', 'http://localhost')
    const objectPath = decodeURIComponent(url.pathname)
    received.push({ method: request.method ?? '', path: objectPath, headers: request.headers, body })

    if (request.method === 'PUT') {
      const headers: Record<string, string> = {
        'content-type': String(request.headers['content-type'] ?? 'binary/octet-stream'),
      }
      for (const [name, value] of Object.entries(request.headers)) {
        if (name.startsWith('x-amz-meta-')) headers[name] = String(value)
      }
      objects.set(objectPath, { body, headers })
      response.writeHead(200, { etag: '"fake"' }).end()
    } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      // ListObjectsV2, one key a page so that the client must follow the continuation token.
      const prefix = `${objectPath.replace(/\/$/, '')}/${url.searchParams.get('prefix') ?? ''}`
      const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort()
      const after = url.searchParams.get('continuation-token')
      const start = after ? keys.indexOf(after) + 1 : 0
      const page = keys.slice(start, start + 1)
      const bucketPath = objectPath.replace(/\/$/, '')
      const more = start + 1 < keys.length
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
            `<Name>${bucketPath.slice(1)}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>` +
            page
              .map(
                (key) =>
                  `<Contents><Key>${key.slice(bucketPath.length + 1)}</Key><LastModified>2025-01-02T03:04:05.000Z</LastModified><Size>1</Size></Contents>`,
              )
              .join('') +
            (more ? `<NextContinuationToken>${page[0]}</NextContinuationToken>` : '') +
            '</ListBucketResult>',
        )
    } else if (request.method === 'GET') {
      const object = objects.get(objectPath)
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          )
        return
      }
      response.writeHead(200, { ...object.headers, 'content-length': object.body.length }).end(object.body)
    } else if (request.method === 'DELETE') {
      objects.delete(objectPath)
      response.writeHead(204).end()
    } else {
      response.writeHead(405).end()
    }
  })
  return { server, objects, received }
}

let fake: ReturnType<typeof startFakeS3>
let endpoint: string

beforeAll(async () => {
  fake = startFakeS3()
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  fake.server.closeAllConnections()
  await new Promise((resolve) => fake.server.close(resolve))
})
beforeEach(() => {
  fake.objects.clear()
  fake.received.length = 0
})

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' }

describe('S3 storage (path-style, against a loopback S3)', () => {
  const storage = () => createS3Storage({ bucket: 'rally-media', region: 'ap-south-1', endpoint, credentials })

  it('PUTs the bytes and Content-Type to /<bucket>/<key>, and GETs them back', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10])
    await storage().put('avatar/2025/03/0123abcd.png', body, 'image/png', { fileName: 'Ça "va".png' })

    const put = fake.received.find((request) => request.method === 'PUT')
    expect(put).toMatchObject({ path: '/rally-media/avatar/2025/03/0123abcd.png', body })
    expect(put?.headers['content-type']).toBe('image/png')
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\//)

    const object = await storage().get('avatar/2025/03/0123abcd.png')
    expect(object).toMatchObject({ contentType: 'image/png', size: body.length, metadata: { fileName: 'Ça "va".png' } })
    const bytes = Buffer.isBuffer(object?.body) ? object.body : await buffer(object?.body as NodeJS.ReadableStream)
    expect(bytes.equals(body)).toBe(true)
  })

  it('answers undefined for a missing key, and DELETEs', async () => {
    expect(await storage().get('cv/2025/03/missing.pdf')).toBeUndefined()

    await storage().put('cv/2025/03/there.pdf', Buffer.from('%PDF-1.7'), 'application/pdf')
    await storage().delete('cv/2025/03/there.pdf')
    expect(fake.received.at(-1)).toMatchObject({ method: 'DELETE', path: '/rally-media/cv/2025/03/there.pdf' })
    expect(await storage().get('cv/2025/03/there.pdf')).toBeUndefined()
  })

  it('lists the keys under a prefix page by page, with when each was written', async () => {
    const s3 = storage()
    for (const key of ['image/2025/01/a.png', 'image/2025/02/b.png', 'cv/2025/01/c.pdf']) {
      await s3.put(key, Buffer.from('x'), 'image/png')
    }
    const listed = []
    for await (const object of s3.list('image/')) listed.push(object)
    expect(listed).toEqual([
      { key: 'image/2025/01/a.png', lastModified: new Date('2025-01-02T03:04:05.000Z') },
      { key: 'image/2025/02/b.png', lastModified: new Date('2025-01-02T03:04:05.000Z') },
    ])
    expect(fake.received.filter(({ method }) => method === 'GET')).toHaveLength(2)
  })

  it('refuses a key with .. before sending anything', async () => {
    await expect(storage().put('../other-bucket/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    )
    expect(fake.received).toEqual([])
  })

  it('is what createStorage gives when S3_BUCKET is set', async () => {
    const config = parseConfig({
      S3_BUCKET: 'from-config',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    })
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'from-config',
      region: 'ap-south-1',
      endpoint,
      credentials,
    })
    await createStorage(config.storage).put('image/2025/03/cafe.webp', Buffer.from('RIFF'), 'image/webp')
    expect([...fake.objects.keys()]).toEqual(['/from-config/image/2025/03/cafe.webp'])
  })
})

describe('S3 configuration', () => {
  it('leaves credentials to the SDK default chain when no keys are given', () => {
    expect(parseConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'eu-west-1',
    })
  })

  it('refuses half a key pair, and S3 settings without a bucket', () => {
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(ConfigError)
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/)
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://example.com' })).toThrow(/S3_ENDPOINT/)
  })
})
