import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../config.ts'
import { createStorage } from './index.ts'
import { createLocalDiskStorage } from './local-disk-storage.ts'
import { InvalidStorageKeyError, type Storage } from './storage.ts'

let dir: string
let storage: Storage

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rally-storage-'))
  storage = createLocalDiskStorage({ dir })
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function read(body: NodeJS.ReadableStream | Buffer) {
  return Buffer.isBuffer(body) ? body.toString() : text(body)
}

describe('local disk storage', () => {
  it('keeps the bytes, the content type and the file name, and leaves no temporary file behind', async () => {
    await storage.put('document/2025/01/abc123.pdf', Buffer.from('%PDF-1.7 hello'), 'application/pdf', {
      fileName: 'Résumé.pdf',
    })

    const object = await storage.get('document/2025/01/abc123.pdf')
    expect(object).toMatchObject({ contentType: 'application/pdf', size: 14, metadata: { fileName: 'Résumé.pdf' } })
    expect(await read((object as NonNullable<typeof object>).body)).toBe('%PDF-1.7 hello')
    expect((await readdir(path.join(dir, 'document/2025/01'))).sort()).toEqual(['abc123.pdf', 'abc123.pdf.meta.json'])
  })

  it('lists the objects under a prefix with when each was written, never a sidecar', async () => {
    const before = Date.now() - 1000
    await storage.put('image/2025/01/a.png', Buffer.from('a'), 'image/png')
    await storage.put('image/2025/02/b.webp', Buffer.from('b'), 'image/webp')
    await storage.put('cv/2025/01/c.pdf', Buffer.from('c'), 'application/pdf')
    const listed = []
    for await (const object of storage.list('image/')) listed.push(object)
    expect(listed.map(({ key }) => key).sort()).toEqual(['image/2025/01/a.png', 'image/2025/02/b.webp'])
    for (const { lastModified } of listed) expect(lastModified.getTime()).toBeGreaterThan(before)
    const nothing = createLocalDiskStorage({ dir: path.join(dir, 'never-written') })
    for await (const object of nothing.list('image/')) expect.unreachable(object.key)
  })

  it('replaces an object whole, and forgets it on delete', async () => {
    await storage.put('image/a.png', Buffer.from('first'), 'image/png')
    await storage.put('image/a.png', Buffer.from('second, longer'), 'image/webp')
    const object = await storage.get('image/a.png')
    expect(object?.contentType).toBe('image/webp')
    expect(await read((object as NonNullable<typeof object>).body)).toBe('second, longer')

    await storage.delete('image/a.png')
    expect(await storage.get('image/a.png')).toBeUndefined()
    expect(await readdir(path.join(dir, 'image'))).toEqual([])
    await storage.delete('image/a.png') // deleting twice is not an error
  })

  it('answers undefined for an object that was never stored', async () => {
    expect(await storage.get('avatar/2025/01/nothing.png')).toBeUndefined()
  })

  it.each([
    '../escape.png',
    'avatar/../../escape.png',
    'avatar/..png',
    '/etc/passwd.txt',
    'avatar//a.png',
    'Avatar/A.PNG',
    'avatar/a',
    'avatar/a.png.meta.json',
    'avatar/a b.png',
    'avatar\\a.png',
    '',
  ])('refuses the key %j without touching the disk', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(InvalidStorageKeyError)
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError)
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError)
    expect(await readdir(dir)).toEqual([])
  })

  it('is what createStorage gives without S3_BUCKET, in DATA_DIR/uploads', async () => {
    const config = parseConfig({ DATA_DIR: dir })
    expect(config.storage).toEqual({ driver: 'local', dir: path.join(dir, 'uploads') })

    await createStorage(config.storage).put('cv/2025/02/f00.pdf', Buffer.from('%PDF-'), 'application/pdf')
    expect(await readFile(path.join(dir, 'uploads/cv/2025/02/f00.pdf'), 'utf8')).toBe('%PDF-')
  })
})
