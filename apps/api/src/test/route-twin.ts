import { hmacHex } from '../adapters/payments/payments.ts'
import {
  type LoopbackRouteOptions,
  loopbackRouteKeys,
  startLoopbackRazorpayRoute,
} from '../adapters/payouts/loopback-razorpay-route-server.ts'
import type { PayoutsProvider, RouteTransfer } from '../adapters/payouts/payouts.ts'
import { createRazorpayRoute, toRouteTransfer } from '../adapters/payouts/razorpay-route.ts'

/**
 * Razorpay Route for the payouts tests: the production adapter (adapters/payouts/razorpay-route.ts) on the
 * loopback twin (adapters/payouts/loopback-razorpay-route-server.ts), which counts the calls that move money
 * (`calls`), drops its answer after making a transfer (`crashes.afterCreate`, `hooks.afterCreate`) and keeps
 * what Razorpay holds (`transfers`). Webhooks are the test's to send (`event`) unless it gives a `webhookUrl`.
 * One twin may serve several apps and processes on one database (`url`, `routeClient`).
 */
export async function startRouteTwin(options: LoopbackRouteOptions) {
  const twin = await startLoopbackRazorpayRoute({ processedDelayMs: null, ...options })
  return {
    twin,
    url: twin.url,
    provider: routeClient(twin.url, options.webhookSecret),
    calls: twin.calls,
    crashes: twin.crashes,
    hooks: twin.hooks,
    /** The transfers Razorpay holds, by id, in the port's words. */
    get transfers(): Map<string, RouteTransfer> {
      return new Map(twin.allTransfers().map((t) => [t.id, toRouteTransfer(t)]))
    },
    capturePayment: twin.capturePayment,
    /** Razorpay finishes its review of an account. */
    activate: twin.activate,
    /** A Route event's body and headers, signed as Razorpay signs them. */
    event(event: string, payload: Record<string, unknown>, eventId: string) {
      const body = JSON.stringify({ entity: 'event', event, created_at: Math.floor(Date.now() / 1000), payload })
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(options.webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      }
    },
    close: twin.close,
  }
}

/** The production adapter on a twin at `url` (another process's view of the same Razorpay). */
export function routeClient(url: string, webhookSecret = 'unused'): PayoutsProvider {
  return createRazorpayRoute({ ...loopbackRouteKeys, webhookSecret, apiBaseUrl: url, name: 'sandbox' })
}
