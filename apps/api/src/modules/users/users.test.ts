import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn, validOnboarding } from '../../test/auth.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let alice: Person
let bob: Person

beforeAll(async () => {
  t = await createTestApp()
  alice = await signIn(t.app)
  bob = await signIn(t.app)
  for (const [person, username] of [
    [alice, 'alice_plays'],
    [bob, 'bob_smash'],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: person.headers,
      payload: validOnboarding(username),
    })
    expect(response.statusCode).toBe(201)
  }
})
afterAll(() => t.close())

const patchProfile = (person: Person, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/v1/users?userId=${userId}`, headers: person.headers, payload })

const profile = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Alice',
  lastName: "O'Neil-Smith",
  username: 'alice_plays',
  phoneNumber: '9845012345',
  ...changes,
})

describe('onboarding: POST /v1/users', () => {
  it('needs the person to be 18 or over and to accept the terms', async () => {
    const newcomer = await signIn(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: newcomer.headers,
      payload: { ...validOnboarding('new_person'), isAdult: false, acceptTerms: false },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      isAdult: 'You must be 18 or older to use Rally',
      acceptTerms: 'Please accept the Terms and Conditions and the Privacy Policy',
    })
  })

  it('completes once: a second onboarding is a conflict', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: alice.headers,
      payload: validOnboarding('alice_again'),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe('Your account is already set up')
  })

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/users', payload: validOnboarding('ghost') })
    expect(response.statusCode).toBe(401)
  })
})

describe('reading users', () => {
  it('shows a user their own private fields', async () => {
    const response = await t.app.inject({
      url: `/v1/users?fetchType=one&userId=${alice.userId}`,
      headers: alice.headers,
    })
    expect(response.json().data).toMatchObject({ email: alice.email, phoneNumber: '9845012345', onboarded: true })
  })

  it("never shows another user's e-mail or phone, by id or by username", async () => {
    for (const url of [
      `/v1/users?fetchType=one&userId=${alice.userId}`,
      '/v1/users?fetchType=one&username=ALICE_PLAYS',
    ]) {
      for (const headers of [bob.headers, {}]) {
        const response = await t.app.inject({ url, headers })
        expect(response.statusCode).toBe(200)
        const user = response.json().data
        expect(user.username).toBe('alice_plays')
        expect(user).not.toHaveProperty('email')
        expect(user).not.toHaveProperty('phoneNumber')
        expect(response.body).not.toContain(alice.email)
      }
    }
  })

  it('finds a user by e-mail only for that user', async () => {
    const own = await t.app.inject({ url: `/v1/users?fetchType=one&email=${alice.email}`, headers: alice.headers })
    expect(own.statusCode).toBe(200)
    const other = await t.app.inject({ url: `/v1/users?fetchType=one&email=${alice.email}`, headers: bob.headers })
    expect(other.statusCode).toBe(404)
    const anonymous = await t.app.inject({ url: `/v1/users?fetchType=one&email=${alice.email}` })
    expect(anonymous.statusCode).toBe(404)
  })

  it('needs exactly one of email, username or userId', async () => {
    const response = await t.app.inject({ url: '/v1/users?fetchType=one' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.fetchType).toBe('Give exactly one of email, username or userId')
  })
})

describe('changing profiles: PATCH /v1/users', () => {
  it("refuses another user's profile with 403 and an anonymous caller with 401", async () => {
    const forbidden = await patchProfile(bob, alice.userId, profile({ firstName: 'Hacked' }))
    expect(forbidden.statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users?userId=${alice.userId}`,
      payload: profile(),
    })
    expect(anonymous.statusCode).toBe(401)
    const still = await t.app.inject({ url: `/v1/users?fetchType=one&userId=${alice.userId}` })
    expect(still.json().data.firstName).not.toBe('Hacked')
  })

  it('saves a valid profile', async () => {
    const response = await patchProfile(alice, alice.userId, profile({ firstName: 'Alicia', username: 'Alicia_Plays' }))
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      firstName: 'Alicia',
      lastName: "O'Neil-Smith",
      username: 'Alicia_Plays',
    })
  })

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter first name', { firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    ['a first name over 50', { firstName: 'A'.repeat(51) }, 'firstName', 'First name must be at most 50 characters'],
    ['a first name of spaces', { firstName: '   ' }, 'firstName', 'First name cannot be empty or just spaces'],
    [
      'digits in a first name',
      { firstName: 'R2D2' },
      'firstName',
      'First name can only contain letters, spaces, apostrophes and hyphens',
    ],
    ['a last name over 50', { lastName: 'B'.repeat(51) }, 'lastName', 'Last name must be at most 50 characters'],
    [
      'symbols in a last name',
      { lastName: 'Smith!' },
      'lastName',
      'Last name can only contain letters, spaces, apostrophes and hyphens',
    ],
    ['an e-mail under 5 characters', { email: 'a@b' }, 'email', 'Email must be at least 5 characters'],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@x.io` },
      'email',
      'Email must be at most 254 characters',
    ],
    [
      'consecutive dots in an e-mail',
      { email: 'ali..ce@mail.example' },
      'email',
      'Email cannot contain consecutive dots',
    ],
    [
      'an e-mail starting with a dot',
      { email: '.alice@mail.example' },
      'email',
      'Email cannot start or end with a dot',
    ],
    ['an invalid e-mail', { email: 'alice-at-mail' }, 'email', 'Please enter a valid email address'],
    ['a two-letter username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a username over 30', { username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
    [
      'a username with a dash',
      { username: 'ali-ce' },
      'username',
      'Username can only contain letters, numbers and underscores',
    ],
    [
      'a username starting with an underscore',
      { username: '_alice' },
      'username',
      'Username cannot start or end with an underscore',
    ],
    [
      'a username ending with an underscore',
      { username: 'alice_' },
      'username',
      'Username cannot start or end with an underscore',
    ],
    ['a three-digit phone', { phoneNumber: '123' }, 'phoneNumber', 'Phone number must be at least 4 digits'],
    ['a 16-digit phone', { phoneNumber: '1'.repeat(16) }, 'phoneNumber', 'Phone number must be at most 15 digits'],
    ['letters in a phone', { phoneNumber: '98450abc' }, 'phoneNumber', 'Phone number must contain only digits'],
    ['a phone starting 0000', { phoneNumber: '00001234' }, 'phoneNumber', 'Invalid phone number format'],
  ]
  for (const [what, change, field, message] of rules) {
    it(`refuses ${what}: "${message}"`, async () => {
      const response = await patchProfile(alice, alice.userId, profile({ username: 'Alicia_Plays', ...change }))
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields[field]).toBe(message)
    })
  }

  it('refuses a profile picture that is neither our own stored file nor an https address, and keeps the old one', async () => {
    const own = '/media/uploads/avatar/2026/11/0123456789abcdef0123456789abcdef.png'
    expect(
      (await patchProfile(alice, alice.userId, profile({ username: 'Alicia_Plays', picture: own }))).statusCode,
    ).toBe(200)
    for (const picture of [
      'http://pictures.example/me.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
    ]) {
      const refused = await patchProfile(alice, alice.userId, profile({ username: 'Alicia_Plays', picture }))
      expect(refused.statusCode, picture).toBe(400)
      expect(refused.json().error.fields.picture).toBe('Enter an https:// link or upload a picture')
    }
    const https = 'https://pictures.example/me.jpg'
    expect(
      (await patchProfile(alice, alice.userId, profile({ username: 'Alicia_Plays', picture: https }))).json().data
        .picture,
    ).toBe(https)
    const shown = await t.app.inject({ url: `/v1/users?fetchType=one&userId=${alice.userId}` })
    expect(shown.json().data.picture).toBe(https)
  })

  it('keeps names in any script and the e-mail the account already has', async () => {
    const response = await patchProfile(
      alice,
      alice.userId,
      profile({ firstName: 'आशा', lastName: 'Nguyễn', username: 'Alicia_Plays', email: alice.email.toUpperCase() }),
    )
    expect(response.statusCode).toBe(200)
  })

  it('does not change the e-mail, which belongs to the Google account', async () => {
    const response = await patchProfile(
      alice,
      alice.userId,
      profile({ username: 'Alicia_Plays', email: 'new@mail.example' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.email).toBe(
      'Your email comes from your Google account and cannot be changed here',
    )
  })
})

describe('usernames', () => {
  it('are unique whatever their case', async () => {
    const response = await patchProfile(bob, bob.userId, profile({ firstName: 'Bob', username: 'ALICIA_plays' }))
    expect(response.statusCode).toBe(409)
    expect(response.json().error.fields).toEqual({ username: 'This username is already taken' })
  })

  it('answers available or taken, ignoring case, and the rule message for a bad one', async () => {
    const taken = await t.app.inject({ url: '/v1/users/check-username?username=alicia_PLAYS' })
    expect(taken.json()).toEqual({ username: 'alicia_PLAYS', available: false })
    const free = await t.app.inject({ url: '/v1/users/check-username?username=nobody_yet' })
    expect(free.json()).toEqual({ username: 'nobody_yet', available: true })
    const bad = await t.app.inject({ url: '/v1/users/check-username?username=_x' })
    expect(bad.statusCode).toBe(400)
  })

  it('go to exactly one of two people claiming one name at the same moment', async () => {
    const [first, second] = await Promise.all([
      patchProfile(alice, alice.userId, profile({ username: 'Centre_Court' })),
      patchProfile(bob, bob.userId, profile({ firstName: 'Bob', username: 'centre_court' })),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
  })
})

describe('GET /v1/role-verification/check-email', () => {
  it('answers "Email is required" for an empty e-mail', async () => {
    for (const url of ['/v1/role-verification/check-email?email=', '/v1/role-verification/check-email']) {
      const response = await t.app.inject({ url, headers: alice.headers })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.fields.email).toBe('Email is required')
    }
  })

  it("answers a user's own roles, and refuses someone else's e-mail", async () => {
    const own = await t.app.inject({
      url: `/v1/role-verification/check-email?email=${alice.email}`,
      headers: alice.headers,
    })
    expect(own.json()).toEqual({ email: alice.email, roles: ['player'] })
    const other = await t.app.inject({
      url: `/v1/role-verification/check-email?email=${alice.email}`,
      headers: bob.headers,
    })
    expect(other.statusCode).toBe(403)
    const unknown = await t.app.inject({
      url: '/v1/role-verification/check-email?email=nobody@mail.example',
      headers: bob.headers,
    })
    expect(unknown.statusCode).toBe(403) // the same answer whether or not the e-mail has an account
  })
})
