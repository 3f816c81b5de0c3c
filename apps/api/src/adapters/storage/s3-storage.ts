import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { assertStorageKey, type ObjectMetadata, type Storage } from './storage.ts'

export type S3StorageOptions = {
  bucket: string
  region: string
  /** An S3-compatible store (MinIO, Cloudflare R2, …); addressed path-style: `<endpoint>/<bucket>/<key>`. */
  endpoint?: string
  /** Without them the SDK's default chain applies (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

// S3 user metadata travels as HTTP headers, which carry ASCII only.
const fileNameHeader = 'file-name'
const uploadedByHeader = 'uploaded-by'

/** Objects in an S3 bucket, one PutObject / GetObject / DeleteObject per call. */
export function createS3Storage({ bucket, region, endpoint, credentials }: S3StorageOptions): Storage {
  const client = new S3Client({
    region,
    // A copy: the SDK writes bookkeeping into the object it is given, and this one belongs to the config.
    ...(credentials && { credentials: { ...credentials } }),
    ...(endpoint && {
      endpoint,
      forcePathStyle: true,
      // Several S3-compatible stores refuse the CRC checksums the SDK now adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
    // A stalled store fails the request instead of holding it open forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })

  return {
    async put(key, body, contentType, metadata = {}) {
      assertStorageKey(key)
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          ...((metadata.fileName || metadata.uploadedBy) && {
            Metadata: {
              ...(metadata.fileName && { [fileNameHeader]: encodeURIComponent(metadata.fileName) }),
              ...(metadata.uploadedBy && { [uploadedByHeader]: encodeURIComponent(metadata.uploadedBy) }),
            },
          }),
        }),
      )
    },

    async get(key) {
      assertStorageKey(key)
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        if (!(response.Body instanceof Readable)) throw new Error('S3 answered GetObject without a body stream')
        return {
          body: response.Body,
          contentType: response.ContentType ?? 'application/octet-stream',
          size: response.ContentLength ?? 0,
          metadata: readMetadata(response.Metadata),
        }
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
    },

    async delete(key) {
      assertStorageKey(key)
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },

    async *list(prefix) {
      let continuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (continuationToken)
    },
  }
}

function readMetadata(metadata: Record<string, string> | undefined): ObjectMetadata {
  const read = (header: string) => {
    const encoded = metadata?.[header]
    if (!encoded) return undefined
    try {
      return decodeURIComponent(encoded)
    } catch {
      return undefined
    }
  }
  const fileName = read(fileNameHeader)
  const uploadedBy = read(uploadedByHeader)
  return { ...(fileName && { fileName }), ...(uploadedBy && { uploadedBy }) }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode
  return status === 404
}
