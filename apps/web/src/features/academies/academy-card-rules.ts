import {
  type Academy,
  type AcademySocialNetwork,
  academyCardMaxSocialIcons,
  academyDescriptionPreviewLength,
  pathTo,
  type SportSlug,
} from '@rally/shared'
import { whatsappHref } from '../../lib/whatsapp.ts'

/** The description's first line, cut to 120 characters with an ellipsis. */
export function descriptionPreview(description: string | null): string {
  const firstLine = (description ?? '').split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  const line = firstLine.trim()
  return line.length > academyDescriptionPreviewLength
    ? `${line.slice(0, academyDescriptionPreviewLength).trimEnd()}...`
    : line
}

/** The host of the academy's website ("www.ace.example"), or null when there is no usable address. */
export function websiteHost(website: string | null): string | null {
  if (!website?.trim()) return null
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null
  } catch {
    return null
  }
}

export type SocialLink = { network: AcademySocialNetwork; href: string }

const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtubeChannel', 'whatsapp'] as const

/** The academy's social links that have a value, in card order; WhatsApp as a chat link from its digits. */
export function socialLinks(academy: Pick<Academy, (typeof socialNetworks)[number]>): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const value = academy[network]?.trim()
    if (!value) return []
    const href = network === 'whatsapp' ? whatsappHref(value) : externalHref(value)
    return href ? [{ network, href }] : []
  })
}

/** Up to four icons on a card, and how many more there are for the "+N" badge. */
export function cardSocialLinks(links: SocialLink[]): { shown: SocialLink[]; more: number } {
  return {
    shown: links.slice(0, academyCardMaxSocialIcons),
    more: Math.max(0, links.length - academyCardMaxSocialIcons),
  }
}

/** The title steps down a size above 20, 30 and 40 characters: 0 is the largest. */
export function titleSizeStep(name: string): 0 | 1 | 2 | 3 {
  const length = name.length
  if (length > 40) return 3
  if (length > 30) return 2
  if (length > 20) return 1
  return 0
}

/** Badminton academies open under /badminton, all others under /tennis. */
export function academySport(category: string): SportSlug {
  return category.toLowerCase() === 'badminton' ? 'badminton' : 'tennis'
}

export function academyPath(academy: Pick<Academy, 'id' | 'category'>): string {
  return pathTo('academy', { sport: academySport(academy.category), academyId: academy.id })
}

function externalHref(value: string): string | null {
  const href = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    return new URL(href).toString()
  } catch {
    return null
  }
}
