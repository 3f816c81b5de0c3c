import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PayoutProviderError, type PayoutsProvider, type RouteTransfer } from '../adapters/payouts/payouts.ts'
import { createRouteStandIn } from './route-stand-in.ts'

type Wire = { call: 'createTransfer' | 'transfersOfPayment' | 'setHold' | 'reverseTransfer'; args: unknown[] }
const revive = (transfer: RouteTransfer) => ({
  ...transfer,
  onHoldUntil: transfer.onHoldUntil ? new Date(transfer.onHoldUntil) : null,
})

/**
 * The Route stand-in (test/route-stand-in.ts) behind a loopback HTTP server, so that API processes started by
 * a test share one "Razorpay" and a test can kill one of them with SIGKILL right after Razorpay answered it
 * (`afterCreate`). `routeClient(url)` is the payouts port spoken over it, for those processes.
 */
export async function startRouteLoopback({ webhookSecret }: { webhookSecret: string }) {
  const route = createRouteStandIn({ webhookSecret })
  const hooks: { afterCreate?: () => Promise<void> } = {}
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', async () => {
      const { call, args } = JSON.parse(raw) as Wire
      try {
        const method = route.provider[call] as (...values: unknown[]) => Promise<unknown>
        const answer = await method(...args)
        // Razorpay has made the transfer; the caller dies before it reads the answer.
        if (call === 'createTransfer' && hooks.afterCreate) await hooks.afterCreate()
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      } catch (error) {
        const failed = error as PayoutProviderError
        response
          .writeHead(failed.status ?? 500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: failed.code ?? 'SERVER_ERROR', description: failed.message } }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    ...route,
    hooks,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** The payouts port over the loopback: the money-moving calls only (what the scheduled jobs use). */
export function routeClient(url: string): PayoutsProvider {
  const call = async (name: Wire['call'], ...args: unknown[]) => {
    const response = await fetch(url, { method: 'POST', body: JSON.stringify({ call: name, args }) })
    const body = (await response.json()) as { error?: { code: string; description: string } }
    if (!response.ok)
      throw new PayoutProviderError(response.status, body.error?.code ?? '', body.error?.description ?? '')
    return body
  }
  const unused = async (): Promise<never> => {
    throw new Error('not used by the scheduled jobs')
  }
  return {
    name: 'sandbox',
    openLinkedAccount: unused,
    fetchLinkedAccount: unused,
    createTransfer: async (paymentId, t) => revive((await call('createTransfer', paymentId, t)) as RouteTransfer),
    transfersOfPayment: async (paymentId) =>
      ((await call('transfersOfPayment', paymentId)) as RouteTransfer[]).map(revive),
    setHold: async (transferId, hold) => revive((await call('setHold', transferId, hold)) as RouteTransfer),
    reverseTransfer: async (transferId, amountMinor) =>
      (await call('reverseTransfer', transferId, amountMinor)) as { reversalId: string; amountMinor: number },
    parseWebhook: () => null,
  }
}
