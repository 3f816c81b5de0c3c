import type { PaymentsConfig } from '../payments/index.ts'
import {
  type LoopbackRazorpayRoute,
  type RouteTwinLogger,
  startLoopbackRazorpayRoute,
} from './loopback-razorpay-route-server.ts'
import type { PayoutsProvider } from './payouts.ts'
import { createRazorpayRoute } from './razorpay-route.ts'

/** How the embedded default's Route twin paces itself: Razorpay's own steps, shortened to seconds. */
export const embeddedRoutePace = {
  processedDelayMs: 2_000,
  activationDelayMs: 10_000,
  settlementDelayMs: 30_000,
  retryDelayMs: 5_000,
}

/**
 * Razorpay Route for payouts (decision 064). With Razorpay's keys: the Route adapter on Razorpay's API. In the
 * embedded default (the payment sandbox): the loopback twin of Route on 127.0.0.1, and the SAME adapter pointed
 * at it; the twin signs its webhooks with the sandbox's webhook secret (`${sandboxSecret}-webhook`, as
 * sandbox-payments.ts) and posts them to `webhookUrl` (the API's own POST /v1/payments/webhook), and keeps its
 * state in `stateFile` so transfers outlive a restart. `close` stops the twin.
 */
export async function createPayouts(
  config: PaymentsConfig,
  {
    sandboxSecret,
    webhookUrl,
    stateFile,
    logger,
  }: { sandboxSecret?: string; webhookUrl?: string; stateFile?: string; logger?: RouteTwinLogger },
): Promise<{ provider: PayoutsProvider; close: () => Promise<void>; twin?: LoopbackRazorpayRoute }> {
  if (config.provider === 'razorpay') {
    return {
      provider: createRazorpayRoute({
        keyId: config.keyId,
        keySecret: config.keySecret,
        webhookSecret: config.webhookSecret,
        apiBaseUrl: config.apiBaseUrl,
      }),
      close: async () => {},
    }
  }
  if (!sandboxSecret) throw new Error('the Route twin signs with the payment sandbox secret')
  const webhookSecret = `${sandboxSecret}-webhook`
  const twin = await startLoopbackRazorpayRoute({
    webhookSecret,
    webhookUrl,
    stateFile,
    logger,
    ...embeddedRoutePace,
  })
  return {
    provider: createRazorpayRoute({
      keyId: twin.keyId,
      keySecret: twin.keySecret,
      webhookSecret,
      apiBaseUrl: twin.url,
      name: 'sandbox',
    }),
    close: twin.close,
    twin,
  }
}

export type { PayoutsProvider } from './payouts.ts'
