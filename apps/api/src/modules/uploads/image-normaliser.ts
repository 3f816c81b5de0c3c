import type { UploadContentType, UploadKind } from '@rally/shared'
import sharp from 'sharp'

/**
 * The longest side a stored picture may have, per kind: avatars show at most
 * about 200 CSS px (×2 for sharp screens), cover pictures span a phone or a card,
 * and a photographed certificate must stay readable.
 */
export const maxImageSide: Record<UploadKind, number> = { avatar: 512, image: 1600, cv: 2400, document: 2400 }

/** Decoding stops above this many pixels: a small file can claim to be huge (a "decompression bomb"). */
const maxInputPixels = 50_000_000

export class UnreadableImageError extends Error {}

type ImageType = Extract<UploadContentType, `image/${string}`>

/**
 * Re-encodes an uploaded picture the way it should be kept: turned upright from
 * its EXIF orientation, no larger than `maxImageSide[kind]`, and without any
 * metadata (a phone photo's EXIF carries where and when it was taken; many of
 * our players are children). The type stays the same, so the name's extension
 * stays true.
 */
export async function normaliseImage(body: Buffer, contentType: ImageType, kind: UploadKind): Promise<Buffer> {
  const side = maxImageSide[kind]
  try {
    const image = sharp(body, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    if (contentType === 'image/jpeg') return await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    if (contentType === 'image/webp') return await image.webp({ quality: 82 }).toBuffer()
    return await image.png({ compressionLevel: 9 }).toBuffer()
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error })
  }
}
