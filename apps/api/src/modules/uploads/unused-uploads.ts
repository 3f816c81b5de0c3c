import { uploadKinds } from '@rally/shared'
import type { Storage } from '../../adapters/storage/storage.ts'
import type { UploadsRepository } from './uploads-repository.ts'

/** How long an upload may wait for the record it was made for (a form being filled in) before it goes. */
export const unusedUploadLifetimeMs = 24 * 60 * 60 * 1000

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void }

/**
 * Removes uploaded files that no record points to once they are a day old (issue 20): a picture
 * uploaded for a form never sent, a replaced profile picture, a removed document. The job scheduler
 * runs it every hour; several processes may run it at once (a removal is the same whoever makes it).
 */
export function createUnusedUploadsSweeper({
  storage,
  repository,
  logger,
  clock = () => new Date(),
}: {
  storage: Pick<Storage, 'list' | 'delete'>
  repository: Pick<UploadsRepository, 'referencedKeys'>
  logger: Logger
  clock?: () => Date
}) {
  /** Removes every unused upload older than a day; answers how many went. */
  async function sweep(): Promise<{ removed: number }> {
    const lastKept = clock().getTime() - unusedUploadLifetimeMs
    const old: string[] = []
    for (const kind of uploadKinds) {
      for await (const { key, lastModified } of storage.list(`${kind}/`)) {
        if (lastModified.getTime() <= lastKept) old.push(key)
      }
    }
    if (old.length === 0) return { removed: 0 }
    // Read after the listing: a record saved meanwhile with one of these files keeps it.
    const referenced = await repository.referencedKeys()
    const unused = old.filter((key) => !referenced.has(key))
    for (const key of unused) await storage.delete(key)
    if (unused.length > 0) logger.info({ removed: unused.length }, 'unused uploads removed')
    return { removed: unused.length }
  }

  return { sweep }
}
