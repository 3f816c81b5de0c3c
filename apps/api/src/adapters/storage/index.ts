import type { Config } from '../../config.ts'
import { createLocalDiskStorage } from './local-disk-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import type { Storage } from './storage.ts'

export type { ObjectMetadata, Storage, StoredObject } from './storage.ts'

/** S3 when a bucket is configured, otherwise a folder on local disk (the embedded default). */
export function createStorage(config: Config['storage']): Storage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalDiskStorage({ dir: config.dir })
}
