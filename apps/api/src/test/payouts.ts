import { eq } from 'drizzle-orm'
import { hmacHex } from '../adapters/payments/payments.ts'
import type { PayoutsProvider } from '../adapters/payouts/payouts.ts'
import type { App } from '../app.ts'
import type { Database } from '../db/client.ts'
import { bookings, paymentOrders, payoutAccounts } from '../db/schema/index.ts'
import { createAcademyHoldingsRepository } from '../modules/academies/academy-holdings-repository.ts'
import { createBookingPayoutsRepository } from '../modules/bookings/booking-payouts-repository.ts'
import { createLedgerRepository } from '../modules/ledger/ledger-repository.ts'
import { createPayoutsRepository } from '../modules/payouts/payouts-repository.ts'
import { createPayoutsService } from '../modules/payouts/payouts-service.ts'
import { createUserDirectoryRepository } from '../modules/users/user-directory-repository.ts'
import { bookablesOf } from './bookables.ts'

/**
 * The payouts service as app.ts wires it, on a database and a Route provider of the test's choosing: the
 * scheduled jobs (`runTransfers`, `releaseDue`) of "another process" on the same database.
 */
export function payoutsOf(db: Database, provider: PayoutsProvider, clock: () => Date = () => new Date()) {
  const bookables = bookablesOf(db)
  const academies = createAcademyHoldingsRepository(db)
  return createPayoutsService({
    repository: createPayoutsRepository(db),
    provider,
    ledger: createLedgerRepository(db),
    bookings: createBookingPayoutsRepository(db),
    isProvider: async (userId) =>
      (await bookables.ownedBy(userId)).length > 0 || ((await academies.heldBy([userId])).get(userId)?.length ?? 0) > 0,
    people: createUserDirectoryRepository(db),
    requestTransfers: () => {},
    clock,
    logger: { warn() {} },
  })
}

/**
 * A booking of a partner paid online, as Razorpay's `payment.captured` webhook completes it: the order is
 * written as createOrder would have, then the signed webhook captures it. Returns the booking and payment ids.
 */
export async function capturedBooking(
  app: App,
  db: Database,
  {
    resourceId,
    webhookSecret,
    key,
    route,
  }: {
    resourceId: string
    webhookSecret: string
    key: string
    /** Razorpay Route's twin, told of the captured payment (it transfers only from those). */
    route?: { capturePayment(paymentId: string, amountMinor: number, currency: string): void }
  },
) {
  const orderId = `order_${key}`
  const paymentId = `pay_${key}`
  route?.capturePayment(paymentId, 29000, 'INR')
  await db.insert(paymentOrders).values({
    provider: 'razorpay',
    providerOrderId: orderId,
    amountMinor: 29000,
    currency: 'INR',
    receipt: key,
    bookingData: {
      name: 'Paying Player',
      phone: '9845012345',
      whatsappNumber: '9845012345',
      email: `${key}@mail.example`,
      sport: 'Tennis',
      bookingType: 'player',
      resourceId,
      language: 'en',
    },
  })
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 29000 } } },
  })
  const captured = await app.inject({
    method: 'POST',
    url: '/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(webhookSecret, body),
      'x-razorpay-event-id': `evt_capture_${key}`,
    },
    payload: body,
  })
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.paymentOrderId, orderId))
  return { bookingId: booking?.id as string, paymentId, handled: (captured.json() as { handled: string }).handled }
}

/** Payout details that open a Route linked account in India (the twin accepts them). */
export const indianPayoutDetails = {
  country: 'IN',
  legalName: 'Paid Coach',
  beneficiaryName: 'Paid Coach',
  email: 'paid.coach@mail.example',
  phone: '9876543210',
  pan: 'ABCDE1234F',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
}

/**
 * A provider's Route account, active: their payout details saved through the API (a linked account at the
 * twin), then activated by Razorpay, which says so by its webhook. Answers the linked account's id.
 */
export async function activeRouteAccount(
  app: App,
  db: Database,
  route: {
    activate(accountId: string): void
    event(
      event: string,
      payload: Record<string, unknown>,
      eventId: string,
    ): { body: string; headers: Record<string, string> }
  },
  provider: { userId: string; headers: Record<string, string> },
  details: Partial<typeof indianPayoutDetails> = {},
) {
  const saved = await app.inject({
    method: 'PUT',
    url: '/v1/me/payout-account',
    headers: provider.headers,
    payload: { ...indianPayoutDetails, ...details },
  })
  if (saved.statusCode !== 200) throw new Error(`Saving payout details answered ${saved.statusCode}: ${saved.body}`)
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, provider.userId))
  const accountId = account?.routeAccountId as string
  route.activate(accountId)
  const { body, headers } = route.event(
    'product.route.activated',
    { merchant_product: { entity: { account_id: accountId } } },
    `evt_activated_${accountId}`,
  )
  await app.inject({ method: 'POST', url: '/v1/payments/webhook', headers, payload: body })
  return accountId
}
