import type { PaymentsProvider } from './payments.ts'
import { createRazorpayPayments } from './razorpay-payments.ts'
import { createSandboxPayments, type SandboxPayments } from './sandbox-payments.ts'

export type PaymentsConfig =
  | {
      provider: 'razorpay'
      keyId: string
      keySecret: string
      webhookSecret: string
      apiBaseUrl: string
      checkoutScriptUrl: string
    }
  | { provider: 'sandbox' }

export function createPayments(config: PaymentsConfig): { payments: PaymentsProvider; sandbox?: SandboxPayments } {
  if (config.provider === 'razorpay') return { payments: createRazorpayPayments(config) }
  const sandbox = createSandboxPayments()
  return { payments: sandbox, sandbox }
}

export type { PaymentsProvider } from './payments.ts'
