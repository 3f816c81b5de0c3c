import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, bookings, juniors, sparringPartners, type users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signInNamed } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'
import { file, multipart } from '../../test/multipart.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Person = { userId: string; email: string; headers: { authorization: string } }

let t: TestApp
let counter = 0
const nextAddress = () => `10.${Math.floor(++counter / 250) % 250}.${counter % 250}.7`
const year = new Date().getUTCFullYear()

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(who && { headers: who.headers }),
    ...(payload !== undefined && { payload: payload as object }),
  })

/** Signs a new person in (each from an address of its own: sign-in has its own limit), named as given. */
const person = (firstName: string, values: Partial<typeof users.$inferInsert> = {}): Promise<Person> =>
  signInNamed(t, firstName, { ...values, remoteAddress: nextAddress() })

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)
async function uploadDocument(who: Person) {
  const body = multipart(file('safeguarding.pdf', 'application/pdf', pdf))
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/uploads?kind=document',
    remoteAddress: nextAddress(),
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  })
  expect(response.statusCode).toBe(201)
  return response.json().data.url as string
}

const addJunior = async (guardian: Person, values: Record<string, unknown> = {}) => {
  const response = await call('POST', '/v1/me/juniors', guardian, {
    firstName: 'Kiran',
    birthYear: year - 10,
    sport: 'Tennis',
    rallyLevel: 2,
    ...values,
  })
  expect(response.statusCode).toBe(201)
  return response.json().data as { id: string; firstName: string; age: number }
}

/** A partner profile owned by a user, who may be booked (active, approved). */
async function partnerProvider(name: string) {
  const owner = await person(name)
  const partner = await insertPartner(t.db, { userId: owner.userId, firstName: name, lastName: 'Partner' })
  return { owner, partner }
}

const bookingFor = (partnerId: string, juniorId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Anita Guardian',
  phone: '9845012345',
  whatsappNumber: '9845012345',
  countryCode: '+91',
  email: `guardian.${++counter}@mail.example`,
  sport: 'Tennis',
  bookingType: 'player',
  resourceId: partnerId,
  juniorId,
  ...overrides,
})

describe('a guardian’s juniors', () => {
  it('adds, lists, changes and removes their own juniors', async () => {
    const guardian = await person('Anita')
    const junior = await addJunior(guardian)
    expect(junior).toMatchObject({ firstName: 'Kiran', age: 10 })

    const listed = await call('GET', '/v1/me/juniors', guardian)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data).toEqual([expect.objectContaining({ id: junior.id, sport: 'Tennis', rallyLevel: 2 })])

    const changed = await call('PATCH', `/v1/me/juniors/${junior.id}`, guardian, {
      firstName: 'Kiran R',
      rallyLevel: null,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({ firstName: 'Kiran R', rallyLevel: null, birthYear: year - 10 })

    expect((await call('DELETE', `/v1/me/juniors/${junior.id}`, guardian)).statusCode).toBe(204)
    expect((await call('GET', '/v1/me/juniors', guardian)).json().data).toEqual([])
    // Kept, marked deleted: a past booking still has the name.
    const [row] = await t.db.select().from(juniors).where(eq(juniors.id, junior.id))
    expect(row?.deletedAt).not.toBeNull()
    expect((await call('DELETE', `/v1/me/juniors/${junior.id}`, guardian)).statusCode).toBe(404)
  })

  it.each([
    ['born this year', { birthYear: year }, 'birthYear', 'A junior must be at least 4 this year'],
    ['born 3 years ago', { birthYear: year - 3 }, 'birthYear', 'A junior must be at least 4 this year'],
    ['born 18 years ago', { birthYear: year - 18 }, 'birthYear', 'A junior must be under 18 this year'],
    ['a year that is no number', { birthYear: '2015' }, 'birthYear', 'Year of birth must be a year such as 2014'],
    ['no first name', { firstName: '  ' }, 'firstName', 'First name is 1 to 60 characters'],
    ['a long first name', { firstName: 'x'.repeat(61) }, 'firstName', 'First name is 1 to 60 characters'],
    ['another sport', { sport: 'Squash' }, 'sport', 'Select a Sport'],
    ['a level off the scale', { rallyLevel: 8 }, 'rallyLevel', 'Rally level is a whole number from 0 to 7'],
  ])('refuses %s with 400 and its field, storing nothing', async (_, values, field, message) => {
    const guardian = await person('Refused')
    const response = await call('POST', '/v1/me/juniors', guardian, {
      firstName: 'Kiran',
      birthYear: year - 10,
      sport: 'Tennis',
      ...values,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields[field]).toBe(message)
    expect(await t.db.select().from(juniors).where(eq(juniors.guardianUserId, guardian.userId))).toEqual([])
  })

  it('takes the youngest and oldest junior years (4 and 17 this year)', async () => {
    const guardian = await person('Edges')
    expect((await addJunior(guardian, { birthYear: year - 4 })).age).toBe(4)
    expect((await addJunior(guardian, { birthYear: year - 17 })).age).toBe(17)
  })

  it('answers 404 for another guardian’s junior everywhere, changing nothing, and 401 signed out', async () => {
    const guardian = await person('Owner')
    const other = await person('Other')
    const junior = await addJunior(guardian)
    expect((await call('PATCH', `/v1/me/juniors/${junior.id}`, other, { firstName: 'Stolen' })).statusCode).toBe(404)
    expect((await call('DELETE', `/v1/me/juniors/${junior.id}`, other)).statusCode).toBe(404)
    expect((await call('GET', `/v1/juniors/${junior.id}`, other)).statusCode).toBe(404)
    expect((await call('GET', '/v1/me/juniors', other)).json().data).toEqual([])
    expect((await call('GET', '/v1/juniors/not-a-uuid', other)).statusCode).toBe(404)
    const [row] = await t.db.select().from(juniors).where(eq(juniors.id, junior.id))
    expect(row).toMatchObject({ firstName: 'Kiran', deletedAt: null })

    expect((await call('GET', '/v1/me/juniors')).statusCode).toBe(401)
    expect(
      (await call('POST', '/v1/me/juniors', undefined, { firstName: 'A', birthYear: year - 9, sport: 'Tennis' }))
        .statusCode,
    ).toBe(401)
    expect((await call('PATCH', `/v1/me/juniors/${junior.id}`, undefined, { firstName: 'A' })).statusCode).toBe(401)
    expect((await call('DELETE', `/v1/me/juniors/${junior.id}`)).statusCode).toBe(401)
    expect((await call('GET', `/v1/juniors/${junior.id}`)).statusCode).toBe(401)
  })
})

describe('safeguarding: the provider’s document and the operator’s decision', () => {
  it('lets only the owner set works-with-juniors, with a document of their own upload', async () => {
    const { owner, partner } = await partnerProvider('Sana')
    const stranger = await person('Stranger')
    const theirs = await uploadDocument(stranger)
    const mine = await uploadDocument(owner)
    const put = (who: Person | undefined, body: Record<string, unknown>) =>
      call('PUT', '/v1/me/safeguarding', who, { kind: 'partner', id: partner.id, ...body })

    expect((await put(undefined, { worksWithJuniors: true, documentUrl: mine })).statusCode).toBe(401)
    expect((await put(stranger, { worksWithJuniors: true, documentUrl: theirs })).statusCode).toBe(404)
    const notOwn = await put(owner, { worksWithJuniors: true, documentUrl: theirs })
    expect(notOwn.statusCode).toBe(400)
    expect(notOwn.json().error.fields.documentUrl).toBe(
      'Upload the safeguarding document yourself, then send its address',
    )
    const none = await put(owner, { worksWithJuniors: true })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields.documentUrl).toBe('Upload a safeguarding document to work with juniors')
    const [unchanged] = await t.db.select().from(sparringPartners).where(eq(sparringPartners.id, partner.id))
    expect(unchanged).toMatchObject({ worksWithJuniors: false, safeguardingDocumentUrl: null })

    const set = await put(owner, { worksWithJuniors: true, documentUrl: mine })
    expect(set.statusCode).toBe(200)
    expect(set.json().data).toMatchObject({ worksWithJuniors: true, documentUrl: mine, status: 'pending' })

    // The owner reads it back (the profile page shows the status); anyone else is told it does not exist.
    const read = (who?: Person) => call('GET', `/v1/me/safeguarding/partner/${partner.id}`, who)
    expect((await read(owner)).json().data).toMatchObject({ worksWithJuniors: true, status: 'pending' })
    expect((await read(stranger)).statusCode).toBe(404)
    expect((await read()).statusCode).toBe(401)
    expect((await call('GET', `/v1/me/safeguarding/coach/${partner.id}`, owner)).statusCode).toBe(404)
    expect((await call('GET', '/v1/me/safeguarding/academy/x', owner)).statusCode).toBe(400)
  })

  it('lets admins alone list, verify and reject, each decision with its audit row', async () => {
    const admin = await person('Operator', { isAdmin: true })
    const player = await person('Player')
    const { owner, partner } = await partnerProvider('Vera')
    await call('PUT', '/v1/me/safeguarding', owner, {
      kind: 'partner',
      id: partner.id,
      worksWithJuniors: true,
      documentUrl: await uploadDocument(owner),
    })
    const coachOwner = await person('Coach')
    const coach = await insertCoach(t.db, { userId: coachOwner.userId })
    await call('PUT', '/v1/me/safeguarding', coachOwner, {
      kind: 'coach',
      id: coach.id,
      worksWithJuniors: true,
      documentUrl: await uploadDocument(coachOwner),
    })

    expect((await call('GET', '/v1/console/safeguarding?status=pending')).statusCode).toBe(401)
    expect((await call('GET', '/v1/console/safeguarding?status=pending', player)).statusCode).toBe(403)
    expect((await call('POST', `/v1/console/safeguarding/partner/${partner.id}/verify`, player)).statusCode).toBe(403)
    expect((await call('POST', `/v1/console/safeguarding/partner/${partner.id}/verify`)).statusCode).toBe(401)
    expect(
      (await call('POST', `/v1/console/safeguarding/coach/${coach.id}/reject`, player, { reason: 'No' })).statusCode,
    ).toBe(403)
    expect(
      (await call('POST', `/v1/console/safeguarding/coach/${coach.id}/reject`, undefined, { reason: 'No' })).statusCode,
    ).toBe(401)

    const pending = await call('GET', '/v1/console/safeguarding?status=pending', admin)
    expect(pending.statusCode).toBe(200)
    expect(pending.json().data.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([partner.id, coach.id]),
    )

    const verified = await call('POST', `/v1/console/safeguarding/partner/${partner.id}/verify`, admin)
    expect(verified.statusCode).toBe(200)
    expect(verified.json().data).toMatchObject({ status: 'verified' })
    expect((await call('POST', `/v1/console/safeguarding/partner/${partner.id}/verify`, admin)).statusCode).toBe(409)

    const noReason = await call('POST', `/v1/console/safeguarding/coach/${coach.id}/reject`, admin, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    const rejected = await call('POST', `/v1/console/safeguarding/coach/${coach.id}/reject`, admin, {
      reason: 'The document has expired',
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectedReason: 'The document has expired' })
    expect(
      (await call('POST', `/v1/console/safeguarding/partner/${crypto.randomUUID()}/verify`, admin)).statusCode,
    ).toBe(404)

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.userId))
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'safeguarding.verify', entityType: 'partner', entityId: partner.id }),
        expect.objectContaining({
          action: 'safeguarding.reject',
          entityType: 'coach',
          entityId: coach.id,
          reason: 'The document has expired',
        }),
      ]),
    )
    expect(audit).toHaveLength(2)
    const stillPending = (await call('GET', '/v1/console/safeguarding?status=pending', admin)).json().data
    expect(stillPending.map((item: { id: string }) => item.id)).not.toContain(partner.id)
  })
})

describe('booking a junior', () => {
  async function verifiedPartner(name: string) {
    const admin = await person(`${name} Admin`, { isAdmin: true })
    const provider = await partnerProvider(name)
    await call('PUT', '/v1/me/safeguarding', provider.owner, {
      kind: 'partner',
      id: provider.partner.id,
      worksWithJuniors: true,
      documentUrl: await uploadDocument(provider.owner),
    })
    expect(
      (await call('POST', `/v1/console/safeguarding/partner/${provider.partner.id}/verify`, admin)).statusCode,
    ).toBe(200)
    return provider
  }

  it('refuses a provider not verified for juniors with 409, and books nothing', async () => {
    const guardian = await person('Guardian')
    const junior = await addJunior(guardian)
    const { owner, partner } = await partnerProvider('Unverified')
    // Works with juniors, the document not yet verified.
    await call('PUT', '/v1/me/safeguarding', owner, {
      kind: 'partner',
      id: partner.id,
      worksWithJuniors: true,
      documentUrl: await uploadDocument(owner),
    })
    const refused = await call('POST', '/v1/booking', guardian, bookingFor(partner.id, junior.id))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'PROVIDER_NOT_VERIFIED_FOR_JUNIORS',
      message: 'This coach is not verified to work with juniors',
    })
    // A junior without anyone named is refused too.
    const noOne = await call(
      'POST',
      '/v1/booking',
      guardian,
      bookingFor(partner.id, junior.id, { resourceId: undefined }),
    )
    expect(noOne.statusCode).toBe(409)
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, guardian.userId))).toEqual([])
  })

  it('refuses another guardian’s junior, and a signed-out booker, with 404', async () => {
    const { partner } = await verifiedPartner('Neha')
    const guardian = await person('Parent')
    const junior = await addJunior(guardian)
    const other = await person('Not Parent')
    expect((await call('POST', '/v1/booking', other, bookingFor(partner.id, junior.id))).statusCode).toBe(404)
    expect((await call('POST', '/v1/booking', undefined, bookingFor(partner.id, junior.id))).statusCode).toBe(404)
    expect(await t.db.select().from(bookings).where(eq(bookings.juniorId, junior.id))).toEqual([])
  })

  it('books a verified provider: the provider reads the junior and the guardian; the junior is theirs to read', async () => {
    const { owner, partner } = await verifiedPartner('Riya')
    const guardian = await person('Meena')
    const junior = await addJunior(guardian, { firstName: 'Arjun', birthYear: year - 12 })
    const created = await call(
      'POST',
      '/v1/booking',
      guardian,
      bookingFor(partner.id, junior.id, { name: 'Meena Rao' }),
    )
    expect(created.statusCode).toBe(201)
    const bookingId = created.json().data.id as string
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.juniorId, junior.id)))
    expect(row).toBeDefined()

    const providerRead = await call('GET', `/v1/coach-sparring-players/${bookingId}`, owner)
    expect(providerRead.statusCode).toBe(200)
    expect(providerRead.json().data.junior).toMatchObject({
      id: junior.id,
      firstName: 'Arjun',
      age: 12,
      guardian: { name: 'Meena Rao', phone: '9845012345' },
    })
    const inbox = await call('GET', '/v1/coach-sparring-players', owner)
    expect(inbox.json().data.find((booking: { id: string }) => booking.id === bookingId).junior.firstName).toBe('Arjun')

    // The junior's data: the guardian, the booked provider and operators; anyone else 404.
    const admin = await person('Auditor', { isAdmin: true })
    const stranger = await person('Stranger')
    const otherProvider = await partnerProvider('Other')
    expect((await call('GET', `/v1/juniors/${junior.id}`, guardian)).statusCode).toBe(200)
    expect((await call('GET', `/v1/juniors/${junior.id}`, owner)).json().data).toMatchObject({
      firstName: 'Arjun',
      age: 12,
    })
    expect((await call('GET', `/v1/juniors/${junior.id}`, admin)).statusCode).toBe(200)
    expect((await call('GET', `/v1/juniors/${junior.id}`, stranger)).statusCode).toBe(404)
    expect((await call('GET', `/v1/juniors/${junior.id}`, otherProvider.owner)).statusCode).toBe(404)
    expect((await call('GET', `/v1/coach-sparring-players/${bookingId}`, stranger)).statusCode).toBe(404)

    // Removed by the guardian: the booking keeps the name for the provider.
    expect((await call('DELETE', `/v1/me/juniors/${junior.id}`, guardian)).statusCode).toBe(204)
    const after = await call('GET', `/v1/coach-sparring-players/${bookingId}`, owner)
    expect(after.json().data.junior.firstName).toBe('Arjun')
  })

  it('keeps a report on a junior’s session on the junior’s own timeline: their guardian’s and operators’ to read', async () => {
    const { owner, partner } = await verifiedPartner('Kavya')
    const guardian = await person('Lata')
    const junior = await addJunior(guardian, { firstName: 'Ishaan' })
    const created = await call('POST', '/v1/booking', guardian, bookingFor(partner.id, junior.id))
    expect(created.statusCode).toBe(201)
    const bookingId = created.json().data.id as string
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, bookingId))
    const written = await call('POST', `/v1/bookings/${bookingId}/report`, owner, {
      workedOn: 'Split step and the ready position.',
      drills: ['Shadow split steps'],
      skills: [
        { skill: 'footwork', rating: 3 },
        { skill: 'forehand', rating: 2 },
        { skill: 'serve', rating: 2 },
      ],
      nextGoals: 'Split step on every ball.',
    })
    expect(written.statusCode).toBe(201)

    const progress = (who: Person | undefined) => call('GET', `/v1/juniors/${junior.id}/progress?sport=Tennis`, who)
    const timeline = (await progress(guardian)).json().data
    expect(timeline).toMatchObject({ sport: 'Tennis', player: { firstName: 'Ishaan' } })
    expect(timeline.reports.map((report: { bookingId: string }) => report.bookingId)).toEqual([bookingId])
    expect(timeline.series.find((line: { skill: string }) => line.skill === 'footwork').points).toHaveLength(1)
    // The guardian's own timeline holds their own sessions alone.
    expect((await call('GET', '/v1/me/progress?sport=Tennis', guardian)).json().data.reports).toEqual([])

    const admin = await person('Overseer', { isAdmin: true })
    expect((await progress(admin)).statusCode).toBe(200)
    // The provider reads the report of their own session, not the junior's whole timeline.
    expect((await call('GET', `/v1/bookings/${bookingId}/report`, owner)).statusCode).toBe(200)
    expect((await progress(owner)).statusCode).toBe(404)
    expect((await progress(await person('Outsider'))).statusCode).toBe(404)
    expect((await progress(undefined)).statusCode).toBe(401)
    expect((await call('GET', '/v1/juniors/not-an-id/progress?sport=Tennis', guardian)).statusCode).toBe(404)
  })

  it('refuses a provider who stopped working with juniors', async () => {
    const { owner, partner } = await verifiedPartner('Isha')
    await call('PUT', '/v1/me/safeguarding', owner, { kind: 'partner', id: partner.id, worksWithJuniors: false })
    const guardian = await person('Late Parent')
    const junior = await addJunior(guardian)
    expect((await call('POST', '/v1/booking', guardian, bookingFor(partner.id, junior.id))).statusCode).toBe(409)
  })
})
