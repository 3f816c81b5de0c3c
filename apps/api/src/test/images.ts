import sharp from 'sharp'

type PictureOptions = {
  width?: number
  height?: number
  /** EXIF IFD0 tags a camera or phone writes (Make, Model, Artist, …). */
  exif?: Record<string, string>
  /** EXIF orientation: 6 means the camera was turned 90° clockwise. */
  orientation?: number
}

/** A real, decodable picture of the given format: a gradient, so resizing has something to do. */
export async function pictureOf(
  format: 'jpeg' | 'png' | 'webp',
  { width = 8, height = 8, exif, orientation }: PictureOptions = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x * 255) / Math.max(1, width - 1)
      pixels[at + 1] = (y * 255) / Math.max(1, height - 1)
      pixels[at + 2] = 128
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (exif || orientation) {
    image = image.withMetadata({ ...(orientation ? { orientation } : {}), ...(exif ? { exif: { IFD0: exif } } : {}) })
  }
  return image.toFormat(format).toBuffer()
}
