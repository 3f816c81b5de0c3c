import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn, validOnboarding } from '../../test/auth.ts'
import { insertCoach } from '../../test/fixtures.ts'
import { pictureOf } from '../../test/images.ts'
import { file, multipart } from '../../test/multipart.ts'
import { createUnusedUploadsSweeper } from './unused-uploads.ts'
import { createUploadsRepository } from './uploads-repository.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-unused-uploads-'))
let t: Awaited<ReturnType<typeof createTestApp>>
let person: Awaited<ReturnType<typeof signIn>>
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir })
  person = await signIn(t.app)
  await t.app.inject({ method: 'POST', url: '/v1/users', headers: person.headers, payload: validOnboarding('tidy_up') })
})
afterAll(() => t.close())

const png = await pictureOf('png', { width: 4, height: 4 })
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n')

async function upload(kind: string, part: ReturnType<typeof file>): Promise<string> {
  const body = multipart(part)
  const answer = await t.app.inject({
    method: 'POST',
    url: `/v1/uploads?kind=${kind}`,
    headers: { ...person.headers, ...body.headers },
    payload: body.payload,
  })
  expect(answer.statusCode).toBe(201)
  return answer.json().data.url
}
const served = async (url: string) => (await t.app.inject({ url })).statusCode

describe('uploads that nothing points to', () => {
  it('are removed once a day old; a profile picture and a specialist’s document are kept', async () => {
    const picture = await upload('avatar', file('me.png', 'image/png', png))
    const certificate = await upload('document', file('licence.pdf', 'application/pdf', pdf))
    const abandoned = await upload('image', file('never-used.png', 'image/png', png))
    const replaced = await upload('avatar', file('old-me.png', 'image/png', png))
    // The first picture is replaced by the second: the first is no longer anyone's.
    for (const chosen of [replaced, picture]) {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: `/v1/users?userId=${person.userId}`,
        headers: person.headers,
        payload: { firstName: 'Tidy', username: 'tidy_up', picture: chosen },
      })
      expect(saved.statusCode).toBe(200)
    }
    await insertCoach(t.db, { documents: [{ name: 'Coaching licence', url: certificate }] })

    const sweeper = (hoursLater: number) =>
      createUnusedUploadsSweeper({
        storage: createLocalDiskStorage({ dir: path.join(dataDir, 'uploads') }),
        repository: createUploadsRepository(t.db),
        logger: { info: () => {}, error: () => {} },
        clock: () => new Date(Date.now() + hoursLater * 60 * 60 * 1000),
      })

    // A form may still be filled in: within the day nothing goes.
    expect(await sweeper(23).sweep()).toEqual({ removed: 0 })
    expect(await served(abandoned)).toBe(200)

    expect(await sweeper(25).sweep()).toEqual({ removed: 2 })
    expect(await served(abandoned)).toBe(404)
    expect(await served(replaced)).toBe(404)
    expect(await served(picture)).toBe(200)
    expect(await served(certificate)).toBe(200)
    expect((await t.app.inject({ url: '/v1/users/me', headers: person.headers })).json().data.picture).toBe(picture)
  })
})
