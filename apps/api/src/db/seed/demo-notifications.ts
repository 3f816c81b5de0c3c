import type { Transaction } from '../client.ts'
import { notifications, whatsappContacts } from '../schema/index.ts'
import type { DemoAccounts } from './demo-users.ts'

/**
 * The demo people's notifications (decision 075): the player, the parent, the coach and the partner have
 * given a WhatsApp number and their consent, so what happens to them reaches the WhatsApp twin (listed on
 * /dev/mailbox); the coach and the player have a few notifications already, one of them read.
 */
export async function seedDemoNotifications(tx: Transaction, { demo, now }: { demo: DemoAccounts; now: Date }) {
  const keys = ['player', 'parent', 'coach', 'partner'] as const
  await tx.insert(whatsappContacts).values(
    keys.map((key, index) => ({
      userId: demo.user(key).id,
      number: `+9198450${String(index).padStart(5, '0')}`,
      consentAt: now,
      updatedAt: now,
    })),
  )
  const coach = demo.user('coach')
  const player = demo.user('player')
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000)
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()
  await tx.insert(notifications).values([
    {
      userId: coach.id,
      event: 'session_reminder',
      params: { name: `${player.firstName} ${player.lastName}`, startsAt: inDays(1), timeZone: 'Asia/Kolkata' },
      link: '/inbox',
      createdAt: hoursAgo(26),
      readAt: hoursAgo(25),
    },
    {
      userId: coach.id,
      event: 'booking_requested',
      params: { name: 'Rohan Mehta', startsAt: inDays(3), timeZone: 'Asia/Kolkata' },
      link: '/inbox',
      createdAt: hoursAgo(2),
    },
    {
      userId: player.id,
      event: 'booking_accepted',
      params: { name: `${coach.firstName} ${coach.lastName}`, startsAt: inDays(1), timeZone: 'Asia/Kolkata' },
      link: '/bookings',
      createdAt: hoursAgo(30),
    },
  ])
}
