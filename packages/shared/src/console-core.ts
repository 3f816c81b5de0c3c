import { z } from 'zod'
import { approvalQueues, openedVersionSchema, operatorReasonSchema } from './console.ts'
import { userRoles } from './users.ts'

/**
 * The console's core (decision 023): people (search, roles, blocking) and the dashboard's figures.
 * Admins only, under /v1/console/...
 */

/** Who a user list may be narrowed to: an operator role, or what the person is on Rally. */
export const consoleUserRoleFilters = ['admin', 'editor', ...userRoles] as const
export type ConsoleUserRoleFilter = (typeof consoleUserRoleFilters)[number]

export const consoleUsersPageSize = 20

/** GET /v1/console/users */
export const consoleUsersQuerySchema = z.object({
  /** Part of a name, an e-mail or a username, whatever its case. */
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  role: z
    .enum(consoleUserRoleFilters, { error: `role must be one of ${consoleUserRoleFilters.join(', ')}` })
    .optional(),
  blocked: z.enum(['true', 'false'], { error: 'blocked must be true or false' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000, 'page must be at most 10000')
    .default(1),
})
export type ConsoleUsersQuery = z.input<typeof consoleUsersQuerySchema>

export const consoleUserSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
  role: z.enum(userRoles).nullable(),
  isAdmin: z.boolean(),
  isEditor: z.boolean(),
  blockedAt: z.iso.datetime().nullable(),
  blockedReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The version an operator opens: send it back as `openedVersion` with a change. */
  updatedAt: z.iso.datetime(),
  /** Bookings this person made while signed in. */
  bookingsCount: z.number().int(),
  /** Specialist, partner and academy records they own. */
  profilesCount: z.number().int(),
})
export type ConsoleUser = z.infer<typeof consoleUserSchema>

export const consoleUsersListResponseSchema = z.object({
  data: z.array(consoleUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ConsoleUsersList = z.infer<typeof consoleUsersListResponseSchema>

export const consoleUserDetailSchema = consoleUserSchema.extend({
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  language: z.string(),
  specialist: z.object({ id: z.uuid(), name: z.string(), category: z.string(), isApproved: z.boolean() }).nullable(),
  partner: z.object({ id: z.uuid(), name: z.string(), sport: z.string(), status: z.string() }).nullable(),
  academies: z.array(z.object({ id: z.uuid(), name: z.string(), category: z.string(), isApproved: z.boolean() })),
  /** Their latest bookings, newest first (at most 10). */
  recentBookings: z.array(
    z.object({
      id: z.uuid(),
      requestedEntityName: z.string(),
      resourceType: z.string(),
      sport: z.string().nullable(),
      status: z.string(),
      paymentStatus: z.string(),
      amountMinor: z.number().int(),
      currency: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
})
export type ConsoleUserDetail = z.infer<typeof consoleUserDetailSchema>
export const consoleUserResponseSchema = z.object({ data: consoleUserDetailSchema })

export const consoleUserParamsSchema = z.object({ id: z.uuid({ error: 'id must be a user id' }) })

/** POST /v1/console/users/:id/block */
export const blockUserInputSchema = z.object({
  reason: operatorReasonSchema,
  openedVersion: openedVersionSchema.optional(),
})
export type BlockUserInput = z.input<typeof blockUserInputSchema>

/** POST /v1/console/users/:id/unblock (the body may be left out) */
export const unblockUserInputSchema = z.object({ openedVersion: openedVersionSchema.optional() }).nullish()
export type UnblockUserInput = z.input<typeof unblockUserInputSchema>

/** PUT /v1/console/users/:id/roles: the operator roles the person holds afterwards. */
export const updateUserRolesInputSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
  isEditor: z.boolean({ error: 'isEditor must be true or false' }),
  openedVersion: openedVersionSchema.optional(),
})
export type UpdateUserRolesInput = z.input<typeof updateUserRolesInputSchema>

/** GET /v1/console/dashboard */
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(366, 'days must be at most 366')
    .default(30),
})
export type DashboardQuery = z.input<typeof dashboardQuerySchema>

const moneyByCurrency = z.object({ currency: z.string(), amountMinor: z.number().int() })

export const dashboardSchema = z.object({
  /** The window of the per-day and revenue figures: `from` and `to` inclusive, UTC dates. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every sport that has a booking in the window ("Other" for a booking without one), sorted. */
  sports: z.array(z.string()),
  /** One entry per day of the window, oldest first, days without bookings included (zeros). */
  bookingsPerDay: z.array(
    z.object({ date: z.iso.date(), total: z.number().int(), bySport: z.record(z.string(), z.number().int()) }),
  ),
  /**
   * Money taken for bookings made in the window, per currency: `grossMinor` sums the amount of every
   * booking whose payment completed (refunded ones included, the money was taken), `refundedMinor`
   * what went back on those bookings, `netMinor` the difference.
   */
  revenue: z.array(
    z.object({
      currency: z.string(),
      grossMinor: z.number().int(),
      refundedMinor: z.number().int(),
      netMinor: z.number().int(),
      paidBookings: z.number().int(),
    }),
  ),
  /** What waits for an operator, one count per approval queue. */
  pending: z.object(
    Object.fromEntries(approvalQueues.map((queue) => [queue, z.number().int()])) as {
      [Queue in (typeof approvalQueues)[number]]: z.ZodNumber
    },
  ),
  /** UPI "I have paid" reports awaiting confirmation (the payments section). */
  upiAwaitingConfirmation: z.number().int(),
  /** Open reports of messages and people (the conversations' safety, decision 073). */
  openReports: z.number().int(),
  /** Everything that waits for an operator: every approval queue, the UPI reports and the open reports (the headline count). */
  waiting: z.number().int(),
  /** Refunds issued since the first of this month (UTC): how many, and how much per currency. */
  refundsThisMonth: z.object({ count: z.number().int(), amounts: z.array(moneyByCurrency) }),
})
export type Dashboard = z.infer<typeof dashboardSchema>
export const dashboardResponseSchema = z.object({ data: dashboardSchema })
