import type { onlinePaymentCurrency } from '@rally/shared'

/**
 * Razorpay's checkout, loaded on demand: the script defines `window.Razorpay`
 * (in the embedded default the API serves a sandbox stand-in with the same
 * interface). Only the parts Rally uses are typed.
 */

export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
export type CheckoutFailure = { error: { code?: string; description?: string; reason?: string } }

export type CheckoutOptions = {
  key: string
  /** In paise, exactly as the server's order says. */
  amount: number
  currency: typeof onlinePaymentCurrency
  name: string
  description: string
  order_id: string
  prefill: { name: string; email: string; contact: string }
  notes: Record<string, string>
  theme: { color: string }
  handler: (response: CheckoutSuccess) => void
  modal: { ondismiss: () => void }
}

type CheckoutInstance = {
  open: () => void
  on: (event: 'payment.failed', callback: (response: CheckoutFailure) => void) => void
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance
  }
}

/** A slow network gets this long to fetch the script before the payment is given up. */
const loadTimeoutMs = 20_000

const loading = new Map<string, Promise<void>>()

/** Only our own paths or https addresses are loaded as a script. */
function isLoadableScriptUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** Adds the checkout script once; resolves when `window.Razorpay` exists, rejects when it cannot load. */
export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve()
  const pending = loading.get(url)
  if (pending) return pending
  const promise = new Promise<void>((resolve, reject) => {
    if (!isLoadableScriptUrl(url)) {
      reject(new Error('Refused checkout script address'))
      return
    }
    const script = document.createElement('script')
    const timer = window.setTimeout(() => fail(new Error('Checkout script timed out')), loadTimeoutMs)
    function fail(error: Error) {
      window.clearTimeout(timer)
      script.remove()
      // A later attempt may load it (the network came back).
      loading.delete(url)
      reject(error)
    }
    script.src = url
    script.async = true
    script.onload = () => {
      window.clearTimeout(timer)
      if (window.Razorpay) resolve()
      else fail(new Error('Checkout script did not define Razorpay'))
    }
    script.onerror = () => fail(new Error('Checkout script failed to load'))
    document.head.appendChild(script)
  })
  loading.set(url, promise)
  return promise
}
