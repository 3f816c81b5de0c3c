import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed part of a link in a booking's e-mail: an HMAC-SHA256 over the booking id with the server's
 * key (decision 032). Whoever holds the e-mail may report a UPI payment for that booking without
 * signing in; a changed id or token does not verify.
 */
export type BookingLinkSigner = {
  sign(bookingId: string): string
  verify(bookingId: string, token: string | undefined): boolean
}

export function createBookingLinkSigner(key: Buffer): BookingLinkSigner {
  const mac = (bookingId: string) =>
    createHmac('sha256', key).update(`booking-payment:${bookingId.toLowerCase()}`).digest()
  return {
    sign: (bookingId) => mac(bookingId).toString('base64url'),
    verify(bookingId, token) {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false
      return timingSafeEqual(mac(bookingId), Buffer.from(token, 'base64url'))
    },
  }
}
