/**
 * What other modules may ask of the academies by id or owner (decision 041): a port of the
 * academies module, implemented by `academy-lookup-repository.ts` and handed out in app.ts.
 */

/** An approved academy as a vacancy's page shows it. */
export type AcademyCard = {
  id: string
  name: string
  category: 'Badminton' | 'Tennis'
  coverImage: string | null
  location: string | null
}

export type AcademyLookup = {
  /** The academy's card, only when it is approved (its page is public only then). */
  approvedCard(id: string): Promise<AcademyCard | undefined>
  /** Whose the academy is and whether it is approved. */
  ownership(id: string): Promise<{ ownerUserId: string | null; isApproved: boolean } | undefined>
  /** The latest academy the user registered, approved or not. */
  latestOwnedBy(userId: string): Promise<
    | {
        id: string
        name: string
        category: 'Badminton' | 'Tennis'
        description: string | null
        website: string | null
        coverImage: string | null
        isApproved: boolean
      }
    | undefined
  >
  /** Whether the user owns at least one approved academy. */
  ownsApproved(userId: string): Promise<boolean>
}
