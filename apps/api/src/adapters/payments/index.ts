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

/**
 * The configured provider. The sandbox signs with `sandboxSecret` (the installation's, kept in the
 * database): a payment made before a restart, or on another process, still verifies after it.
 */
export function createPayments(
  config: PaymentsConfig,
  { sandboxSecret }: { sandboxSecret?: string } = {},
): { payments: PaymentsProvider; sandbox?: SandboxPayments } {
  if (config.provider === 'razorpay') return { payments: createRazorpayPayments(config) }
  const sandbox = createSandboxPayments({ secret: sandboxSecret })
  return { payments: sandbox, sandbox }
}

export type { PaymentsProvider } from './payments.ts'
