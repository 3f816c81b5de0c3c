import { createHash } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { type ShareCardKind, shareCardKinds } from '@rally/shared'
import sharp from 'sharp'
import type { Storage } from '../../adapters/storage/storage.ts'
import { AppError } from '../../core/errors.ts'
import type { PublicRecordsSources } from '../public-records.ts'
import { initialsOf, renderShareCard, type ShareCardContent, shareCardTemplateVersion } from './share-card-image.ts'

const notFound = () => new AppError('NOT_FOUND', 'No such sharing card')
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
// Pictures people uploaded (decision 005): `/media/uploads/<kind>/yyyy/mm/<32 hex>.<ext>`, read through
// the storage port; the demo people's generated portraits (`/media/avatars/<name>.svg`) and the demo
// academies' generated courts (`/media/courts/<sport>-<n>.svg`), drawn here as /media draws them.
// Anything else (a remote address) is never fetched: the card shows initials.
const uploadedPicture = /^\/media\/uploads\/((?:avatar|image)\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(?:jpg|png|webp))$/
const generatedPortrait = /^\/media\/avatars\/([a-z0-9-]{1,80})\.svg$/i
const portraitKey = 'generated-avatar:'
const generatedCourt = /^\/media\/courts\/((?:tennis|badminton)-\d{1,3})\.svg$/
const courtKey = 'generated-court:'

type CardInputs = ShareCardContent & { photoKey: string | null }

/**
 * Link-preview cards (og:image): a 1200×630 PNG per public record, drawn once and kept in
 * storage under `share-cards/{kind}/{id}-{hash}.png`, where the hash covers everything drawn
 * (the text, the photo's key, the template version). A renamed record or a new photo has a
 * new hash, so a new card; an unchanged one is read back, never drawn again. What a card shows
 * comes from the source of the module that owns the record (decision 041), for public records only.
 */
export function createShareCardsService({
  sources,
  storage,
  portrait,
  court,
}: {
  sources: PublicRecordsSources
  storage: Storage
  /** The SVG of a demo person's generated portrait, by the name in its address (what /media serves). */
  portrait: (name: string) => string
  /** The SVG of a demo academy's generated court picture, by its sport and number (what /media serves). */
  court: (sport: 'tennis' | 'badminton', variant: number) => string
}) {
  // Requests in this process for a card being drawn wait for that drawing. Other processes may
  // draw the same card at the same moment: they write the same bytes under the same key.
  const drawing = new Map<string, Promise<Buffer>>()

  async function inputsOf(kind: ShareCardKind, id: string): Promise<CardInputs | undefined> {
    switch (kind) {
      case 'specialist': {
        const row = await sources.specialist.shareCard(id)
        if (!row) return undefined
        const name = personName(row.firstName, row.lastName)
        const role =
          row.title?.trim() || (row.category === 'Others' ? 'Sports specialist' : `${row.category} specialist`)
        return person('Specialist', name, joinParts([role, place(row.city, row.country)]), row.image)
      }
      case 'partner': {
        const row = await sources.partner.shareCard(id)
        if (!row) return undefined
        const name = personName(row.firstName, row.lastName)
        return person(
          'Sparring partner',
          name,
          joinParts([`${row.sport} sparring partner`, place(row.city, row.country)]),
          row.image,
        )
      }
      case 'academy': {
        const row = await sources.academy.shareCard(id)
        if (!row) return undefined
        return person('Academy', row.name, joinParts([`${row.category} academy`, row.location]), row.coverImage)
      }
      case 'job': {
        const row = await sources.job.shareCard(id)
        if (!row) return undefined
        return {
          ...person('Vacancy', row.jobTitle, joinParts([row.academyName, row.jobLocation]), row.logoUrl),
          initials: initialsOf(row.academyName),
        }
      }
      case 'blog': {
        const row = await sources.blog.shareCard(id)
        if (!row) return undefined
        const author = personName(row.authorFirstName, row.authorLastName) || (row.authorUsername ?? '')
        return {
          ...person('Blog', row.title, author ? `By ${author}` : '', row.coverUrl),
          initials: initialsOf(author || row.title),
        }
      }
      case 'news': {
        const row = await sources.news.shareCard(id)
        if (!row) return undefined
        return { ...person('News', row.title, row.sourceName, row.coverUrl), initials: initialsOf(row.sourceName) }
      }
    }
  }

  async function draw(key: string, inputs: CardInputs): Promise<Buffer> {
    const png = await renderShareCard(inputs, await photoOf(inputs.photoKey))
    await storage.put(key, png, 'image/png')
    return png
  }

  async function photoOf(photoKey: string | null): Promise<Buffer | undefined> {
    if (!photoKey) return undefined
    if (photoKey.startsWith(portraitKey)) {
      return sharp(Buffer.from(portrait(photoKey.slice(portraitKey.length))), { density: 300 })
        .png()
        .toBuffer()
    }
    if (photoKey.startsWith(courtKey)) {
      const [sport, variant] = photoKey.slice(courtKey.length).split('-') as ['tennis' | 'badminton', string]
      return sharp(Buffer.from(court(sport, Number(variant))), { density: 150 })
        .png()
        .toBuffer()
    }
    const photo = await storage.get(photoKey)
    return photo && (Buffer.isBuffer(photo.body) ? photo.body : await buffer(photo.body))
  }

  return {
    /** A public record's card and its ETag; 404 for an unknown kind, a malformed or unknown id, a record the public cannot see. */
    async card(kind: string, id: string): Promise<{ body: Buffer; etag: string }> {
      const recordId = id.toLowerCase()
      if (!isShareCardKind(kind) || !uuid.test(recordId)) throw notFound()
      const inputs = await inputsOf(kind, recordId)
      if (!inputs) throw notFound()
      const hash = cardHash(inputs)
      const key = `share-cards/${kind}/${recordId}-${hash}.png`
      const stored = await storage.get(key)
      if (stored) return { body: Buffer.isBuffer(stored.body) ? stored.body : await buffer(stored.body), etag: hash }

      let pending = drawing.get(key)
      if (!pending) {
        pending = draw(key, inputs).finally(() => drawing.delete(key))
        drawing.set(key, pending)
      }
      return { body: await pending, etag: hash }
    },
  }
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>

function isShareCardKind(kind: string): kind is ShareCardKind {
  return (shareCardKinds as readonly string[]).includes(kind)
}

function person(label: string, title: string, subtitle: string, picture: string | null): CardInputs {
  return {
    label,
    title,
    subtitle,
    initials: initialsOf(title),
    photoKey: photoKeyOf(picture),
  }
}

/** The storage key of an uploaded picture, or the name of a generated portrait or court; null for anything else. */
function photoKeyOf(picture: string | null): string | null {
  const uploaded = uploadedPicture.exec(picture ?? '')?.[1]
  if (uploaded) return uploaded
  const portrait = generatedPortrait.exec(picture ?? '')?.[1]
  if (portrait) return `${portraitKey}${portrait}`
  const court = generatedCourt.exec(picture ?? '')?.[1]
  return court ? `${courtKey}${court}` : null
}

function personName(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

function place(city: string | null, country: string | null): string {
  return joinParts([city, country], ', ')
}

function joinParts(parts: (string | null | undefined)[], separator = ' · '): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator)
}

/** Everything the card is drawn from, so any change to what it shows makes a new key and ETag. */
function cardHash(inputs: CardInputs): string {
  const { label, title, subtitle, initials, photoKey } = inputs
  return createHash('sha256')
    .update(JSON.stringify([shareCardTemplateVersion, label, title, subtitle, initials, photoKey]))
    .digest('hex')
    .slice(0, 24)
}
