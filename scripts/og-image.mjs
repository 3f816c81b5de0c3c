// Renders the social-sharing card (og:image) and the publisher logo of the structured data from
// their SVG sources to the PNGs that crawlers read: they ignore SVG. Run after changing
// apps/web/public/og-image.svg or favicon.svg and commit the files: node scripts/og-image.mjs
import path from 'node:path'
import sharp from 'sharp'

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public')
const card = await sharp(path.join(publicDir, 'og-image.svg'), { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(path.join(publicDir, 'og-image.png'))
console.log(`og-image.png: ${card.width}×${card.height}, ${card.size} bytes`)
// The size is packages/shared/src/structured-data.ts `siteLogo`.
const logo = await sharp(path.join(publicDir, 'favicon.svg'), { density: 72 * 8 })
  .resize(512, 512)
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(path.join(publicDir, 'logo.png'))
console.log(`logo.png: ${logo.width}×${logo.height}, ${logo.size} bytes`)
