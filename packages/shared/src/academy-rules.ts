/** The social networks an academy can link, in the order the card shows them. */
export const academySocialNetworks = [
  'website',
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'youtubeChannel',
  'whatsapp',
] as const
export type AcademySocialNetwork = (typeof academySocialNetworks)[number]

/** How many characters of the description an academy card previews. */
export const academyDescriptionPreviewLength = 120
/** How many social icons an academy card shows before "+N". */
export const academyCardMaxSocialIcons = 4
