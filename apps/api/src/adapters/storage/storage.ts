export type StoredObject = { key: string; contentType: string; size: number }

/**
 * Kept beside an object's bytes. `fileName` is the name a person chose, for downloads; never part of the key.
 * `uploadedBy` is the account that uploaded it (a message may attach only its sender's own upload).
 */
export type ObjectMetadata = { fileName?: string; uploadedBy?: string }

/**
 * Where uploaded files live: S3 (or an S3-compatible store) in production, a
 * folder on local disk in the embedded default. Keys are made by the server.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string, metadata?: ObjectMetadata): Promise<void>
  get(
    key: string,
  ): Promise<
    { body: NodeJS.ReadableStream | Buffer; contentType: string; size: number; metadata?: ObjectMetadata } | undefined
  >
  delete(key: string): Promise<void>
  /** Every object whose key starts with `prefix`, with when it was last written. */
  list(prefix: string): AsyncIterable<ListedObject>
}

export type ListedObject = { key: string; lastModified: Date }

// Lower-case words joined by single slashes and one extension: no dots inside, so never `..`,
// no leading slash, no empty segment. The same rule holds for every adapter.
const storageKey = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/

export function isStorageKey(key: string): boolean {
  return key.length <= 512 && storageKey.test(key)
}

/** Keys come from the server, so a bad one is a bug: refuse it loudly rather than touch a path it names. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key)
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError'
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`)
  }
}
