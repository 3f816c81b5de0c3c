import type { Transaction } from '../client.ts'
import { pressMentions } from '../schema/index.ts'

/**
 * The demo's home page press mentions: invented outlets on .example addresses, so that the section shows
 * as it will once real articles are listed (operators add those in the console).
 */
export const demoPress = [
  {
    outlet: 'Court Times',
    title: 'Rally pairs club players with sparring partners across six countries',
    url: 'https://courttimes.example/rally-sparring-partners',
    publishedOn: '2026-09-14',
  },
  {
    outlet: 'Shuttle Weekly',
    title: 'Video sessions bring badminton specialists to players far from a coach',
    url: 'https://shuttleweekly.example/video-specialists',
    publishedOn: '2026-08-02',
  },
  {
    outlet: 'Racquet Business Review',
    title: 'Why academies list their vacancies on a booking marketplace',
    url: 'https://racquetbusiness.example/academies-jobs',
    publishedOn: '2026-06-21',
  },
]

/** Inserts the demo's press mentions, unless the site already lists some (PRESS_MENTIONS). */
export async function seedDemoPress(tx: Transaction): Promise<number> {
  const existing = await tx.select({ id: pressMentions.id }).from(pressMentions).limit(1)
  if (existing.length > 0) return 0
  await tx.insert(pressMentions).values(demoPress.map((mention, index) => ({ ...mention, position: (index + 1) * 10 })))
  return demoPress.length
}
