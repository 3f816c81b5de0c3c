import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** Beyond this a feed is not news but something else (or an attack on memory). */
export const largestFeedBytes = 5 * 1024 * 1024
/** Hops a feed may send us through before we give up on it. */
export const mostFeedRedirects = 5

/**
 * Addresses a feed's server may not send us to: this machine, the private networks behind it, link-local
 * ones (169.254.169.254 is a cloud's metadata service), and the unspecified, shared, multicast and
 * reserved ranges. IPv4 addresses written inside IPv6 (::ffff:127.0.0.1) count as the IPv4 address.
 */
const internalAddresses = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internalAddresses.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internalAddresses.addSubnet(network, prefix, 'ipv6')
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return internalAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class FeedRefusedError extends Error {
  override name = 'FeedRefusedError'
}

/**
 * A name resolved as usual, refused when any of its addresses is internal; the connection then goes to
 * the address checked here (no second lookup that could answer differently).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const internal = addresses.find(({ address }) => isInternalAddress(address))
    if (internal || addresses.length === 0) {
      return callback(new FeedRefusedError(`${hostname} resolves to an internal address`), '', 0)
    }
    if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses)
    const [first] = addresses as [LookupAddress]
    callback(null, first.address, first.family)
  })
}

/**
 * Fetches a feed's text (issue 20). Only http and https; every redirect is followed here, at most
 * `mostFeedRedirects`, and each hop's address must be public, checked on the address actually
 * connected to. The feed an operator configured by its IP address (an internal mirror, a loopback
 * server in tests) is trusted at that origin alone: where it redirects is checked like any other
 * hop. The body is read as it arrives and dropped the moment it passes `maxBytes`; one deadline
 * covers every hop and the whole body.
 */
export async function downloadFeed(
  feedUrl: string,
  { timeoutMs, maxBytes = largestFeedBytes }: { timeoutMs: number; maxBytes?: number },
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs)
  const configured = new URL(feedUrl)
  const trustedOrigin = isIP(bareHost(configured.hostname)) ? configured.origin : undefined
  let url = configured
  for (let hop = 0; hop <= mostFeedRedirects; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FeedRefusedError(`refused: ${url.protocol} is not http or https`)
    }
    const trusted = url.origin === trustedOrigin
    const literal = bareHost(url.hostname)
    if (!trusted && isIP(literal) && isInternalAddress(literal)) {
      throw new FeedRefusedError(`refused: ${literal} is an internal address`)
    }
    const response = await get(url, { signal, lookup: trusted ? undefined : publicOnlyLookup })
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy()
      url = new URL(response.headers.location, url)
      continue
    }
    if (status < 200 || status >= 300) {
      response.destroy()
      throw new Error(`HTTP ${status}`)
    }
    return readCapped(response, maxBytes)
  }
  throw new FeedRefusedError(`refused: more than ${mostFeedRedirects} redirects`)
}

/** The host of a URL without the brackets of an IPv6 address. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
}

function get(url: URL, { signal, lookup }: { signal: AbortSignal; lookup: LookupFunction | undefined }) {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = send(url, {
      signal,
      ...(lookup ? { lookup } : {}),
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
    })
    request.on('response', resolve)
    request.on('error', reject)
    request.end()
  })
}

/** The body as text, refused as soon as it passes `maxBytes` (announced or counted) without reading further. */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new FeedRefusedError(`refused: the feed is larger than ${maxBytes} bytes`)
    if (Number(response.headers['content-length']) > maxBytes) {
      response.destroy()
      return reject(tooLarge())
    }
    const chunks: Buffer[] = []
    let received = 0
    response.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received > maxBytes) {
        response.destroy()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    response.on('error', reject)
    response.on('close', () => {
      if (!response.complete) reject(new Error('the feed was cut off'))
    })
  })
}
