// Renders the social-sharing card (og:image) from its SVG source to the PNG that
// crawlers read: they ignore SVG. Run after changing apps/web/public/og-image.svg
// and commit both files: node scripts/og-image.mjs
import path from 'node:path'
import sharp from 'sharp'

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public')
const card = await sharp(path.join(publicDir, 'og-image.svg'), { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(path.join(publicDir, 'og-image.png'))
console.log(`og-image.png: ${card.width}×${card.height}, ${card.size} bytes`)
