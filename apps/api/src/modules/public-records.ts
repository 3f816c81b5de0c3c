/**
 * What the public may see of each kind of record, asked of the module that owns its table
 * (decision 041). The sitemap and the link-preview cards are registries of these sources, wired
 * in app.ts: they read no table of their own. Each owner states once which of its records are
 * public, and both answers below keep to it.
 */

/**
 * One span of a section's public records in id order: ids from `from` (inclusive) until `until`
 * (exclusive), either end open when null, at most `limit` of them (decision 049).
 */
export type SitemapRange = { from: string | null; until: string | null; limit: number }

/** One child sitemap's share of a section: its first id, how many records, and the newest change among them. */
export type SitemapChunk = { firstId: string; records: number; lastmod: Date }

export type PublicRecordsSource<Address, Card> = {
  /**
   * The section cut into consecutive ranges of `perChunk` public records in id order: each range's
   * size and newest update, in one pass over ids and update times only.
   */
  sitemapChunks(perChunk: number, now: Date): Promise<SitemapChunk[]>
  /** What the addresses of one span need, and each record's last change, in id order: a keyset read. */
  sitemapPage(range: SitemapRange, now: Date): Promise<(Address & { updatedAt: Date })[]>
  /** What the record's sharing card shows; undefined when the public may not see the record. */
  shareCard(id: string): Promise<Card | undefined>
}

type Sport = 'Badminton' | 'Tennis'

/** The home page's figures of a kind of listed person: counts, and countries lowercased, distinct. */
export type PeopleFigures = {
  /** Public profiles. */
  listed: number
  /** Profiles of any status that no account has claimed: each is a member of the community. */
  unclaimed: number
  /** The countries of the public profiles. */
  countries: string[]
}

export type SpecialistPublicRecords = PublicRecordsSource<
  { id: string; category: Sport | 'Others' },
  {
    firstName: string
    lastName: string
    image: string | null
    title: string | null
    category: Sport | 'Others'
    city: string | null
    country: string | null
  }
> & {
  /** The home page's figures, and the clubs (lowercased, distinct) the public specialists name. */
  homeFigures(): Promise<PeopleFigures & { clubs: string[] }>
}

export type PartnerPublicRecords = PublicRecordsSource<
  { id: string; sport: Sport },
  {
    firstName: string
    lastName: string
    image: string | null
    sport: Sport
    city: string | null
    country: string | null
  }
> & {
  homeFigures(): Promise<PeopleFigures>
}

export type AcademyPublicRecords = PublicRecordsSource<
  { id: string; category: Sport },
  { name: string; category: Sport; location: string | null; coverImage: string | null }
> & {
  /** The home page's figures: the public academies' names (lowercased, distinct) and how many per sport. */
  homeFigures(): Promise<{ clubs: string[]; tennis: number; badminton: number }>
}

export type JobPublicRecords = PublicRecordsSource<
  { id: string },
  { jobTitle: string; academyName: string; jobLocation: string; logoUrl: string | null }
>

export type BlogPublicRecords = PublicRecordsSource<
  { username: string; slug: string },
  {
    title: string
    coverUrl: string | null
    authorFirstName: string
    authorLastName: string
    authorUsername: string | null
  }
>

export type NewsPublicRecords = PublicRecordsSource<
  { id: string },
  { title: string; sourceName: string; coverUrl: string | null }
>

/** Every source, by the kind of record (the sharing cards' kinds). */
export type PublicRecordsSources = {
  specialist: SpecialistPublicRecords
  partner: PartnerPublicRecords
  academy: AcademyPublicRecords
  job: JobPublicRecords
  blog: BlogPublicRecords
  news: NewsPublicRecords
}
