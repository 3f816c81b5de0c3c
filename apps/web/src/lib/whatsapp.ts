/** A WhatsApp chat link built from the digits of a phone number, or null when it has none. */
export function whatsappHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length > 0 ? `https://wa.me/${digits}` : null
}
