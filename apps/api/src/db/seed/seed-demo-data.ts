import { base, en, en_IN, Faker } from '@faker-js/faker'
import { and, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { demoIdentities } from '../../adapters/identity/demo-identities.ts'
import type { Database, Transaction } from '../client.ts'
import {
  academies,
  bookingEvents,
  bookings,
  type CoachReference,
  type CoachSocialLinks,
  feedbacks,
  manualPayments,
  partnerShowcaseItems,
  paymentOrders,
  personalCoaches,
  profileViews,
  schedules,
  slotClaims,
  sparringPartners,
  users,
} from '../schema/index.ts'
import { academySeeds } from './data/academies.ts'
import {
  authorCountries,
  type Country,
  type CountryKey,
  coachCountries,
  countries,
  guestMailHosts,
  type NameGroup,
  type Place,
  partnerCountries,
  type Sport,
} from './data/countries.ts'
import { feedbackComments, ratingProfiles } from './data/feedbacks.ts'
import { partnerExtras, partnerFees, partnerLevels, partnerStyles, showcaseNames } from './data/partners.ts'
import {
  additionalInformation,
  availabilities,
  championFees,
  championProfiles,
  coachFees,
  coachingProfiles,
  experienceClosings,
  experienceMethods,
  experienceOpenings,
  otherSportProfiles,
  referenceRelations,
  socialNetworks,
  specialistAchievements,
  specialistMethods,
  specialistProfiles,
  year,
} from './data/specialists.ts'
import { seedDemoApprovals } from './demo-approvals.ts'
import { seedDemoBlogs } from './demo-blogs.ts'
import { type Booker, buildBookings } from './demo-bookings.ts'
import { attachDemoDocuments, type DemoFile } from './demo-documents.ts'
import { buildDemoJobs, seedDemoJobs } from './demo-jobs.ts'
import { acceptDemoTerms } from './demo-legal.ts'
import { seedDemoNews } from './demo-news.ts'
import { seedDemoNotifications } from './demo-notifications.ts'
import { buildDemoPayments, createdEvents } from './demo-payments.ts'
import { seedDemoPayouts } from './demo-payouts.ts'
import { seedDemoPress } from './demo-press.ts'
import { buildDemoProfileViews } from './demo-profile-views.ts'
import { buildDemoSchedules, buildJustHeldSession } from './demo-schedules.ts'
import { givePlayingProfiles, juniorSessionBookings, safeguardingDocument, seedDemoSparUp } from './demo-spar-up.ts'
import { seedDemoTeam } from './demo-team.ts'
import { seedDemoTestimonials } from './demo-testimonials.ts'
import { createDemoUsers } from './demo-users.ts'

export type SeedSummary = {
  users: number
  academies: number
  partners: number
  coaches: number
  showcaseItems: number
  feedbacks: number
  bookings: number
  /** CVs and certificates (PDFs) put in storage for the specialists that have them. */
  documents: number
  /** Vacancies, and the applications to them (each with its CV in storage). */
  jobs: number
  jobApplications: number
}

export type SeedOptions = {
  /** Puts a demo file in storage; without it the records still point at the files (tests). */
  storeFile?: (file: DemoFile) => Promise<void>
  /** The day the vacancies are dated from (they expire with the clock); by default, now. */
  now?: Date
}

type AcademyRow = typeof academies.$inferInsert & { id: string }
type PartnerRow = typeof sparringPartners.$inferInsert & { id: string; createdAt: Date }
type CoachRow = typeof personalCoaches.$inferInsert & { id: string; createdAt: Date }
type ShowcaseRow = typeof partnerShowcaseItems.$inferInsert
type FeedbackRow = typeof feedbacks.$inferInsert

// Every date is relative to this, never to the clock, so two seeds give the same rows.
const referenceDate = new Date('2026-11-01T00:00:00Z')
const earliestDate = new Date(referenceDate.getTime() - 400 * 24 * 60 * 60 * 1000)
// A few hundred rows per statement: few round trips, and far below PostgreSQL's 65,535 parameters.
const batchSize = 500
const feedbackCount = 1000

// Letters that Unicode does not decompose into a base letter and a mark.
const transliterations: Record<string, string> = { ø: 'o', æ: 'ae', å: 'a', ß: 'ss', đ: 'd', ł: 'l' }

function asciiSlug(text: string, separator = ''): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæåßđł]/g, (letter) => transliterations[letter] ?? '')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^-+|-+$/g, '')
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '')
}

function between(f: Faker, from: Date, to: Date = referenceDate): Date {
  return f.date.between({ from, to })
}

function daysAfter(date: Date, days: number): Date {
  return new Date(Math.min(date.getTime() + days * 24 * 60 * 60 * 1000, referenceDate.getTime()))
}

/** Country keys repeated as often as given, in a seeded random order. */
function spread(f: Faker, counts: Partial<Record<CountryKey, number>>): CountryKey[] {
  const keys = Object.entries(counts).flatMap(([key, times]) => Array<CountryKey>(times).fill(key as CountryKey))
  return f.helpers.shuffle(keys)
}

type Name = { firstName: string; lastName: string }
type Person = Name & { country: Country; place: Place; languages: string[][] }

function nameFrom(f: Faker, country: Country): Name & { group: NameGroup } {
  const group = f.helpers.weightedArrayElement(country.names.map((value) => ({ weight: value.first.length, value })))
  return { firstName: f.helpers.arrayElement(group.first), lastName: f.helpers.arrayElement(group.last), group }
}

function fullName({ firstName, lastName }: Name): string {
  return [firstName, lastName].filter(Boolean).join(' ')
}

/**
 * Partners, specialists and the guests who book them, each with a name nobody else in the catalogue has
 * (nor the demo accounts, whose names the seed gives to the records they own).
 */
function createPeople(f: Faker, reservedNames: string[]) {
  const takenNames = new Set(reservedNames)
  return (countryKey: CountryKey, place?: Place): Person => {
    const country: Country = countries[countryKey]
    for (;;) {
      const { firstName, lastName, group } = nameFrom(f, country)
      const name = fullName({ firstName, lastName })
      if (takenNames.has(name)) continue
      takenNames.add(name)
      return {
        firstName,
        lastName,
        country,
        place: place ?? f.helpers.arrayElement(country.places),
        languages: group.languages ?? country.languages,
      }
    }
  }
}

function personEmail(f: Faker, person: Person, host = 'mail.example'): string {
  const local = [asciiSlug(person.firstName), asciiSlug(person.lastName)].filter(Boolean).join('.')
  return `${local}${f.number.int({ min: 1, max: 99 })}@${host}`
}

function avatar(person: Person, id: string): string {
  return `/media/avatars/${asciiSlug(fullName(person), '-')}-${id.slice(0, 4)}.svg`
}

function languagesOf(f: Faker, person: Person): string[] {
  const languages = [...f.helpers.arrayElement(person.languages)]
  const regional = person.place.language
  if (regional && !languages.includes(regional) && f.datatype.boolean(0.6)) languages.push(regional)
  return languages
}

function fee(f: Faker, currency: Country['currency'], amounts: Record<Country['currency'], number[]>) {
  return { feeAmount: f.helpers.arrayElement(amounts[currency]), feeCurrency: currency }
}

/** Someone who writes feedback or vouches for a specialist: by default from anywhere, mostly India. */
function someoneElse(f: Faker, country: Country = countries[f.helpers.weightedArrayElement(authorCountries)]): Name {
  for (;;) {
    const { firstName, lastName } = nameFrom(f, country)
    if (lastName) return { firstName, lastName }
  }
}

function authorName(f: Faker): string {
  const { firstName, lastName } = someoneElse(f)
  return f.datatype.boolean(0.4) ? `${firstName} ${lastName.charAt(0)}.` : `${firstName} ${lastName}`
}

const countryKeysByName = new Map(
  Object.entries(countries).map(([key, country]): [string, CountryKey] => [country.name, key as CountryKey]),
)
/**
 * A new guest who books without an account: someone living near the partner they book (they meet on court),
 * or, for an online session with a specialist, anyone, mostly from India.
 */
function createGuests(f: Faker, newPerson: (country: CountryKey, place?: Place) => Person) {
  return (near?: { country: string | null; city: string | null }): Booker => {
    const countryKey =
      (near?.country ? countryKeysByName.get(near.country) : undefined) ??
      f.helpers.weightedArrayElement(authorCountries)
    const country: Country = countries[countryKey]
    const home = country.places.find((place) => place.city === near?.city)
    const person = newPerson(countryKey, home && f.datatype.boolean(0.85) ? home : undefined)
    const mobile = f.helpers.replaceSymbols(f.helpers.arrayElement(country.mobiles))
    const countryCode = mobile.split(' ')[0] as string
    const phone = digitsOf(mobile.slice(countryCode.length))
    return {
      name: fullName(person),
      email: personEmail(f, person, f.helpers.arrayElement(guestMailHosts)),
      phone,
      countryCode,
      whatsappNumber: f.datatype.boolean(0.6) ? `${countryCode}${phone}` : null,
      city: person.place.city,
      country: country.name,
      timeZone: person.place.zone ?? country.zone,
      age: f.helpers.maybe(() => String(f.number.int({ min: 9, max: 58 })), { probability: 0.5 }) ?? null,
    }
  }
}

function buildAcademies(f: Faker): AcademyRow[] {
  const covers: Record<Sport, number> = { Badminton: 0, Tennis: 0 }
  return academySeeds.map((seed) => {
    const country: Country = countries[seed.country]
    const createdAt = between(f, earliestDate)
    const handle = seed.slug.replace(/-/g, '')
    const whatsapp = f.helpers.replaceSymbols(f.helpers.arrayElement(country.mobiles))
    const links: Record<string, string> = {
      facebook: `https://facebook.example/${seed.slug}`,
      instagram: `https://instagram.example/${handle}`,
      linkedin: `https://linkedin.example/company/${seed.slug}`,
      twitter: `https://twitter.example/${handle}`,
      whatsapp,
      youtubeChannel: `https://www.youtube.example/@${handle}`,
    }
    // An academy that lists anything lists its e-mail first, then its website, then some networks.
    const networks = new Set(f.helpers.arrayElements(Object.keys(links), Math.max(0, seed.links - 2)))
    const pick = (network: string) => (networks.has(network) ? (links[network] ?? null) : null)
    const sportSlug = seed.category.toLowerCase()
    return {
      id: f.string.uuid(),
      name: seed.name,
      category: seed.category,
      isPremium: seed.isPremium ?? false,
      isApproved: true,
      coverImage: seed.hasCover ? `/media/courts/${sportSlug}-${++covers[seed.category]}.svg` : null,
      location: seed.location,
      description: seed.description,
      website: seed.links >= 2 ? `https://www.${seed.slug}.example` : null,
      email: seed.links >= 1 ? `info@${seed.slug}.example` : null,
      phone: f.helpers.replaceSymbols(f.helpers.arrayElement(country.mobiles)),
      facebook: pick('facebook'),
      instagram: pick('instagram'),
      linkedin: pick('linkedin'),
      twitter: pick('twitter'),
      whatsapp: pick('whatsapp'),
      youtubeChannel: pick('youtubeChannel'),
      createdAt,
      updatedAt: daysAfter(createdAt, f.number.int({ min: 0, max: 90 })),
    }
  })
}

function buildPartners(f: Faker, newPerson: (country: CountryKey) => Person): PartnerRow[] {
  const slots = (['Badminton', 'Tennis'] as const).flatMap((sport) =>
    spread(f, partnerCountries[sport]).map((country) => ({ sport, country })),
  )
  // A few have paused their profile, so the admin views and the owner's page show the inactive state.
  const inactive = new Set(f.helpers.arrayElements([...slots.keys()], 6))
  return slots.map(({ sport, country: countryKey }, index) => {
    const person = newPerson(countryKey)
    const id = f.string.uuid()
    const level = f.helpers.arrayElement(partnerLevels[sport])
    const createdAt = between(f, earliestDate)
    const phone = f.helpers.replaceSymbols(f.helpers.arrayElement(person.country.mobiles))
    const bio = [
      f.helpers.arrayElement(partnerStyles[sport]),
      ...f.helpers.arrayElements(partnerExtras, f.number.int({ min: 0, max: 2 })),
    ].join(' ')
    return {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: personEmail(f, person),
      phone: digitsOf(phone),
      image: f.datatype.boolean(0.9) ? avatar(person, id) : null,
      sport,
      level: level.label,
      ranking: level.ranking ? f.number.int({ min: level.ranking[0], max: level.ranking[1] }) : null,
      ...(f.datatype.boolean(0.92)
        ? fee(f, person.country.currency, partnerFees)
        : { feeAmount: null, feeCurrency: person.country.currency }),
      city: person.place.city,
      state: person.place.state,
      country: person.country.name,
      languages: languagesOf(f, person),
      bio,
      // The real value comes from approved feedback once it is inserted.
      totalRating: 0,
      status: inactive.has(index) ? 'INACTIVE' : 'ACTIVE',
      createdAt,
      updatedAt: daysAfter(createdAt, f.number.int({ min: 0, max: 120 })),
    }
  })
}

type CoachSlot = {
  category: 'Badminton' | 'Tennis' | 'Others'
  country: CountryKey
  /** How little of the profile is filled in: nothing beyond the name, or a title and languages only. */
  sparse: 'bare' | 'thin' | false
  approved: boolean
  champion: boolean
}

// The order of each sport's (shuffled) slots: sparse but public profiles first, so the profile page's
// fallback texts show, then a few waiting for approval, then the champions, then everyone else.
const sparseSlots = ['bare', 'thin', 'bare', 'thin', 'bare', 'thin'] as const
const unapprovedSlots = 4
const championSlots = 12

function coachSlots(f: Faker): CoachSlot[] {
  return (['Badminton', 'Tennis', 'Others'] as const).flatMap((category) =>
    spread(f, coachCountries[category]).map((country, index): CoachSlot => {
      // "Others" keep their titles, the only place their sport is named; one waits for approval.
      if (category === 'Others') return { category, country, sparse: false, approved: index !== 0, champion: false }
      const unapproved = index - sparseSlots.length
      const champion = unapproved - unapprovedSlots
      return {
        category,
        country,
        sparse: sparseSlots[index] ?? false,
        approved: unapproved < 0 || unapproved >= unapprovedSlots,
        champion: champion >= 0 && champion < championSlots,
      }
    }),
  )
}

function buildCoaches(f: Faker, newPerson: (country: CountryKey) => Person, academyRows: AcademyRow[]): CoachRow[] {
  let otherIndex = 0
  return coachSlots(f).map(({ category, country: countryKey, sparse, approved, champion }) => {
    const person = newPerson(countryKey)
    const id = f.string.uuid()
    const createdAt = between(f, earliestDate)
    const common = {
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      category,
      isApproved: approved,
      isChampion: false,
      totalRating: 0,
      // The column's default, spelled out because bookings copy it.
      sessionMinutes: 45,
      cvUrl: null,
      createdAt,
      updatedAt: daysAfter(createdAt, f.number.int({ min: 0, max: 120 })),
    }
    if (sparse === 'bare') return { ...common, email: personEmail(f, person) }
    if (sparse === 'thin') {
      const profile = category === 'Others' ? undefined : coachingProfiles[category]
      return {
        ...common,
        email: personEmail(f, person),
        image: avatar(person, id),
        title: f.helpers.arrayElement(profile?.titles ?? specialistProfiles.map(({ title }) => title)),
        languages: languagesOf(f, person),
      }
    }

    const championProfile = champion && category !== 'Others' ? championProfiles[category] : undefined
    const other = category === 'Others' ? otherSportProfiles[otherIndex++ % otherSportProfiles.length] : undefined
    const sportProfile = category === 'Others' ? undefined : coachingProfiles[category]
    const specialist =
      other ?? (!championProfile && f.datatype.boolean(0.35) ? f.helpers.arrayElement(specialistProfiles) : undefined)
    const title = championProfile
      ? f.helpers.arrayElement(championProfile.titles)
      : (specialist?.title ?? f.helpers.arrayElement(sportProfile?.titles ?? []))
    const isCoach = !specialist || other !== undefined
    const experienceYears = f.number.int({ min: 3, max: 28 })
    const sportName = other?.sport ?? category.toLowerCase()
    const handle = asciiSlug(`${person.firstName}_${person.lastName}`, '_')
    const phone = f.helpers.replaceSymbols(f.helpers.arrayElement(person.country.mobiles))
    const localAcademies = academyRows.filter(
      (row) => row.category === category && row.location?.endsWith(person.country.name),
    )

    const background = championProfile
      ? `played ${sportName} on the international circuit for ${f.number.int({ min: 6, max: 14 })} years and has coached for ${experienceYears}, ${f.helpers.arrayElement(experienceOpenings)}.`
      : isCoach
        ? `has coached ${sportName} for ${experienceYears} years, ${f.helpers.arrayElement(experienceOpenings)}.`
        : `has worked with ${sportName} players for ${experienceYears} years as a ${title.toLowerCase()}.`
    const method = f.helpers.arrayElement(isCoach ? experienceMethods : specialistMethods)
    const closing = f.helpers.arrayElement(experienceClosings)
    const coachingExperience = `${person.firstName} ${background} ${method} ${closing}`

    const achievementPool = sportProfile && isCoach ? sportProfile.achievements.map((make) => make(f)) : []
    const achievements = championProfile
      ? f.helpers.arrayElements(
          [...new Set(championProfile.achievements.map((make) => make(f)))],
          f.number.int({ min: 2, max: 3 }),
        )
      : f.helpers.arrayElements(
          [
            ...new Set([
              ...achievementPool,
              ...(other
                ? [`National ${other.sport} championship finalist, ${year(f)}`, `Coached the state ${other.sport} team`]
                : []),
              ...(isCoach ? [] : specialistAchievements),
            ]),
          ],
          { min: 0, max: 3 },
        )

    const highestRank = championProfile
      ? f.helpers
          .arrayElement(championProfile.ranks.filter((rank) => !rank.from || rank.from.includes(countryKey)))
          .make(f)
      : isCoach
        ? sportProfile
          ? f.helpers.arrayElement(sportProfile.ranks)(f)
          : `National No. ${f.number.int({ min: 2, max: 30 })} (${other?.sport})`
        : f.helpers.maybe(() => f.helpers.arrayElement(['Played at state level', 'University team player']), {
            probability: 0.5,
          })

    const socialLinks: CoachSocialLinks = {}
    for (const network of f.helpers.arrayElements(socialNetworks, f.number.int({ min: 0, max: 5 }))) {
      socialLinks[network] =
        network === 'youtube'
          ? `https://www.youtube.example/@${handle.replace(/_/g, '')}`
          : network === 'linkedin'
            ? `https://linkedin.example/in/${handle.replace(/_/g, '-')}`
            : `https://${network}.example/${handle}`
    }

    const references: CoachReference[] = Array.from({ length: f.number.int({ min: 0, max: 2 }) }, () => {
      const referee = someoneElse(f, f.datatype.boolean(0.75) ? person.country : undefined)
      const name = `${referee.firstName} ${referee.lastName}`
      const contact = f.helpers.arrayElement([
        `${asciiSlug(name, '.')}@mail.example`,
        f.helpers.replaceSymbols(f.helpers.arrayElement(person.country.mobiles)),
        undefined,
      ])
      return contact
        ? { name, relation: f.helpers.arrayElement(referenceRelations), contact }
        : { name, relation: f.helpers.arrayElement(referenceRelations) }
    })

    return {
      ...common,
      isChampion: championProfile !== undefined,
      email: personEmail(f, person),
      phone: digitsOf(phone),
      image: championProfile || f.datatype.boolean(0.9) ? avatar(person, id) : null,
      title,
      city: person.place.city,
      state: person.place.state,
      country: person.country.name,
      highestRank: highestRank ?? null,
      ...fee(f, person.country.currency, championProfile ? championFees : coachFees),
      sessionMinutes: f.helpers.arrayElement([30, 45, 45, 60, 60]),
      experienceYears,
      coachingExperience,
      academy:
        localAcademies.length > 0 && f.datatype.boolean(0.5)
          ? (f.helpers.arrayElement(localAcademies).name ?? null)
          : null,
      achievements,
      certifications: f.helpers.arrayElements(
        specialist?.certifications ?? [
          ...(sportProfile?.certifications ?? []),
          ...(sportProfile?.nationalCertifications[countryKey] ?? []),
        ],
        { min: 0, max: 2 },
      ),
      specializations: f.helpers.arrayElements(specialist?.specializations ?? sportProfile?.specializations ?? [], {
        min: 1,
        max: 4,
      }),
      languages: languagesOf(f, person),
      additionalInformation:
        f.helpers.maybe(() => f.helpers.arrayElement(additionalInformation), {
          probability: 0.6,
        }) ?? null,
      availability: `${f.helpers.arrayElement(availabilities)} ${person.country.timeZone}`,
      socialLinks,
      references,
    }
  })
}

const youtubeIdCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

function buildShowcase(f: Faker, partners: PartnerRow[]): ShowcaseRow[] {
  const active = partners.filter((partner) => partner.status === 'ACTIVE')
  return Array.from({ length: 40 }, () => {
    const partner = f.helpers.arrayElement(active)
    const youtube = f.datatype.boolean(1 / 3)
    return {
      id: f.string.uuid(),
      partnerId: partner.id,
      category: partner.sport,
      type: youtube ? 'youtube' : 'image',
      name: f.helpers.arrayElement(showcaseNames[partner.sport]),
      mediaUrl: youtube
        ? `https://www.youtube.example/watch?v=${f.string.fromCharacters(youtubeIdCharacters, 11)}`
        : `/media/courts/${partner.sport.toLowerCase()}-${f.number.int({ min: 1, max: 8 })}.svg`,
      createdAt: between(f, partner.createdAt),
    } satisfies ShowcaseRow
  })
}

function buildFeedbacks(f: Faker, partners: PartnerRow[], coaches: CoachRow[]): FeedbackRow[] {
  const resources = [
    ...partners.map((row) => ({ type: 'partner' as const, id: row.id, createdAt: row.createdAt })),
    // Nobody has booked a specialist who is still waiting for approval.
    ...coaches
      .filter((row) => row.isApproved)
      .map((row) => ({ type: 'coach' as const, id: row.id, createdAt: row.createdAt })),
  ]
  // About one in ten has never been rated, so cards show the "not yet rated" state. Everyone else has
  // at least one feedback; the rest of the feedbackCount go mostly to the popular ones.
  const rated = resources.filter(() => f.datatype.boolean(0.9))
  const counts = rated.map(() => 1)
  const byPopularity = rated.map((_, index) => ({ weight: f.number.int({ min: 1, max: 6 }), value: index }))
  for (let total = rated.length; total < feedbackCount; total++) {
    const index = f.helpers.weightedArrayElement(byPopularity)
    counts[index] = (counts[index] ?? 0) + 1
  }
  return rated.flatMap((resource, index) => {
    const count = counts[index] ?? 0
    // Only much-reviewed people collect the odd poor rating, so no card sits at one star after one bad review.
    const profile = count >= 5 && f.datatype.boolean(0.3) ? 'mixed' : f.helpers.arrayElement(['excellent', 'good'])
    return Array.from({ length: count }, () => {
      const status = f.helpers.weightedArrayElement([
        { weight: 82, value: 'approved' as const },
        { weight: 13, value: 'pending' as const },
        { weight: 5, value: 'rejected' as const },
      ])
      const rating = f.helpers.weightedArrayElement(ratingProfiles[profile])
      const comments = feedbackComments[resource.type]
      const pool =
        status === 'rejected'
          ? feedbackComments.rejected
          : rating >= 4
            ? comments.good
            : rating === 3
              ? comments.fine
              : comments.poor
      return {
        id: f.string.uuid(),
        resourceType: resource.type,
        resourceId: resource.id,
        authorName: authorName(f),
        rating,
        comment: f.helpers.maybe(() => f.helpers.arrayElement(pool), { probability: 0.8 }) ?? null,
        status,
        createdAt: between(f, resource.createdAt),
      } satisfies FeedbackRow
    })
  })
}

async function insertInBatches<TTable extends PgTable>(tx: Transaction, table: TTable, rows: TTable['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(table).values(rows.slice(start, start + batchSize))
  }
}

function approvedAverages(tx: Transaction, resourceType: 'partner' | 'coach') {
  return tx
    .select({
      resourceId: feedbacks.resourceId,
      average: sql<number>`round(avg(${feedbacks.rating}), 1)`.as('average'),
    })
    .from(feedbacks)
    .where(and(eq(feedbacks.status, 'approved'), eq(feedbacks.resourceType, resourceType)))
    .groupBy(feedbacks.resourceId)
    .as('ratings')
}

/** Sets each partner's and specialist's rating to the average of its approved feedback (0 stays for none). */
async function refreshRatings(tx: Transaction) {
  const partnerAverages = approvedAverages(tx, 'partner')
  await tx
    .update(sparringPartners)
    .set({ totalRating: sql`${partnerAverages.average}` })
    .from(partnerAverages)
    .where(eq(sparringPartners.id, partnerAverages.resourceId))
  const coachAverages = approvedAverages(tx, 'coach')
  await tx
    .update(personalCoaches)
    .set({ totalRating: sql`${coachAverages.average}` })
    .from(coachAverages)
    .where(eq(personalCoaches.id, coachAverages.resourceId))
}

/**
 * Fills an empty database with a believable catalogue: academies, sparring partners, specialists,
 * showcase items, bookings and feedback, a jobs board, and the demo accounts that own some of it. The
 * same rows every time (only the vacancies' dates follow `now`): every row is generated first, then
 * inserted in batches in one transaction.
 */
export async function seedDemoData(
  db: Database,
  { storeFile, now = new Date() }: SeedOptions = {},
): Promise<SeedSummary> {
  const f = new Faker({ locale: [en_IN, en, base] })
  f.seed(2290)
  const newPerson = createPeople(f, demoIdentities.map(fullName))
  const academyRows = buildAcademies(f)
  const partnerRows = buildPartners(f, newPerson)
  givePlayingProfiles(partnerRows)
  const coachRows = buildCoaches(f, newPerson, academyRows)
  const demoFiles = attachDemoDocuments(coachRows)
  const showcaseRows = buildShowcase(f, partnerRows)
  const feedbackRows = buildFeedbacks(f, partnerRows, coachRows)
  const demo = createDemoUsers({ partners: partnerRows, coaches: coachRows, academies: academyRows }, earliestDate)
  acceptDemoTerms(demo, earliestDate)
  const booked = buildBookings(f, {
    partners: partnerRows,
    coaches: coachRows,
    demo,
    newGuest: createGuests(f, newPerson),
    referenceDate,
  })
  // The demo parent's bookings for her daughter (issue 26), with the others: each has its history and counts.
  booked.bookings.push(...juniorSessionBookings({ demo, bookings: booked.bookings, referenceDate }))
  const demoPayments = buildDemoPayments({ partners: partnerRows, coaches: coachRows, now })
  const diary = buildDemoSchedules(
    [
      ...partnerRows.map((row) => ({
        id: row.id,
        kind: 'partner' as const,
        name: fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
        sport: row.sport,
        country: row.country ?? null,
        city: row.city ?? null,
        feeAmount: row.feeAmount ?? null,
        feeCurrency: row.feeCurrency ?? 'INR',
        sessionMinutes: null,
        isPublic: row.status !== 'INACTIVE',
      })),
      ...coachRows.map((row) => ({
        id: row.id,
        kind: 'coach' as const,
        name: fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
        sport: row.category,
        country: row.country ?? null,
        city: row.city ?? null,
        feeAmount: row.feeAmount ?? null,
        feeCurrency: row.feeCurrency ?? 'INR',
        sessionMinutes: row.sessionMinutes ?? 60,
        isPublic: row.isApproved === true,
      })),
    ],
    now,
  )
  const player = demo.user('player')
  const justHeld = buildJustHeldSession(
    {
      id: demo.coach.id,
      name: fullName({ firstName: demo.coach.firstName, lastName: demo.coach.lastName ?? '' }),
      sport: demo.coach.category,
      country: demo.coach.country ?? null,
      city: demo.coach.city ?? null,
      feeAmount: demo.coach.feeAmount ?? null,
      feeCurrency: demo.coach.feeCurrency ?? 'INR',
      sessionMinutes: demo.coach.sessionMinutes ?? 60,
    },
    {
      id: player.id,
      name: fullName({ firstName: player.firstName ?? '', lastName: player.lastName ?? '' }),
      email: player.email,
      phone: player.phoneNumber ?? '',
      countryCode: player.countryCode ?? '',
    },
    now,
  )
  const jobBoard = buildDemoJobs({ demo, academies: academyRows, now, signedUpAt: earliestDate })
  const safeguarding = safeguardingDocument(demo.coach, earliestDate)
  const files = [...demoFiles, ...jobBoard.files, safeguarding.file]

  // The files first: a record never points at a file that is not there.
  // A dozen at a time: each write is flushed to disk, and flushes overlap well.
  if (storeFile) {
    for (let start = 0; start < files.length; start += 12) {
      await Promise.all(files.slice(start, start + 12).map(storeFile))
    }
  }
  let blogWriters = 0
  let waiting = { users: 0, coaches: 0, feedbacks: 0 }
  await db.transaction(async (tx) => {
    // Users first: the demo records point at their owners.
    await insertInBatches(tx, users, demo.users)
    await insertInBatches(tx, academies, academyRows)
    await insertInBatches(tx, sparringPartners, partnerRows)
    await insertInBatches(tx, personalCoaches, coachRows)
    await insertInBatches(tx, partnerShowcaseItems, showcaseRows)
    await insertInBatches(tx, bookings, booked.bookings)
    await insertInBatches(tx, bookings, demoPayments.bookings)
    await insertInBatches(tx, paymentOrders, demoPayments.orders)
    await insertInBatches(tx, manualPayments, demoPayments.reports)
    await insertInBatches(tx, bookingEvents, [...createdEvents(booked.bookings), ...demoPayments.events])
    // Availability, and the sessions already booked in the coming days holding their slots (issue 23).
    await insertInBatches(tx, schedules, diary.schedules)
    await insertInBatches(tx, bookings, diary.bookings)
    await insertInBatches(tx, slotClaims, diary.claims)
    await insertInBatches(tx, bookingEvents, diary.events)
    // The demo player's session of a few hours ago, for a no-show report (issue 23).
    await insertInBatches(tx, bookings, [justHeld.booking])
    await insertInBatches(tx, bookingEvents, justHeld.events)
    // The ledger's journals of the money of those bookings, as a database that had them before the ledger
    // gets them (migration 0034, decision 063): the demo coach has earnings to show.
    await tx.execute(sql`select ledger_record_paid_bookings()`)
    // The demo coach's payout account and transfers in each state, with their journals (decision 065).
    const coachUser = demo.user('coach')
    await seedDemoPayouts(tx, {
      coach: {
        userId: coachUser.id,
        name: fullName({ firstName: coachUser.firstName ?? '', lastName: coachUser.lastName ?? '' }),
        email: coachUser.email,
      },
      now,
    })
    // Views of the demo partner's and specialist's profiles, for their dashboards (decision 066).
    await insertInBatches(
      tx,
      profileViews,
      buildDemoProfileViews(
        [
          { kind: 'partner', id: demo.partner.id },
          { kind: 'coach', id: demo.coach.id },
        ],
        now,
      ),
    )
    await insertInBatches(tx, feedbacks, [...feedbackRows, ...booked.feedbacks])
    await refreshRatings(tx)
    await seedDemoNotifications(tx, { demo, now })
    // Levels, session reports, the parent's junior and a coach verified for juniors (issue 26).
    await seedDemoSparUp(tx, {
      demo,
      bookings: booked.bookings,
      safeguardingUrl: safeguarding.url,
      // The seeded catalogue's rows are the same on every seed: their dates count from the reference date.
      verifiedAt: referenceDate,
      now,
    })
    await seedDemoTestimonials(tx, { demo, bookings: booked.bookings, referenceDate })
    await seedDemoTeam(tx)
    await seedDemoPress(tx)
    await seedDemoNews(tx, { demo, referenceDate })
    blogWriters = (await seedDemoBlogs(tx, { demo, referenceDate })).writers
    await seedDemoJobs(tx, jobBoard)
    // Last: what waits in the console's approval queues, public lists unchanged.
    waiting = await seedDemoApprovals(tx, { referenceDate })
  })

  return {
    users: demo.users.length + blogWriters + jobBoard.employers.length + waiting.users,
    academies: academyRows.length,
    partners: partnerRows.length,
    coaches: coachRows.length + waiting.coaches,
    showcaseItems: showcaseRows.length,
    feedbacks: feedbackRows.length + booked.feedbacks.length + waiting.feedbacks,
    bookings: booked.bookings.length + demoPayments.bookings.length + diary.bookings.length + 1,
    documents: demoFiles.length,
    jobs: jobBoard.jobs.length,
    jobApplications: jobBoard.applications.length,
  }
}
