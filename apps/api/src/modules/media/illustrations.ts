/**
 * Demo images drawn as SVG from a name, so the embedded default needs no
 * remote image host and no binary files in the repository. The same name
 * always draws the same picture.
 */

function hash(text: string): number {
  let value = 2166136261
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 16777619)
  }
  return value >>> 0
}

const skinTones = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a1665e']
const shirtColours = ['#16a34a', '#2563eb', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777']
const backgroundHues = [150, 200, 220, 260, 20, 340, 45, 180]

/** A player portrait: head, shoulders in a sports shirt and a racquet, on a coloured ground. */
export function avatarSvg(name: string): string {
  const h = hash(name)
  const skin = skinTones[h % skinTones.length]
  const shirt = shirtColours[(h >>> 3) % shirtColours.length]
  const hue = backgroundHues[(h >>> 6) % backgroundHues.length]
  const hair = ['#1f1300', '#3b2314', '#6b4423', '#111111'][(h >>> 9) % 4]
  const longHair = (h >>> 11) % 3 === 0
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="Player portrait">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${hue} 60% 45%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<g transform="rotate(-25 310 170)"><ellipse cx="310" cy="120" rx="48" ry="62" fill="none" stroke="#f8fafc" stroke-width="9"/>
<path d="M272 120h76M310 62v116M285 85l50 70M335 85l-50 70" stroke="#f8fafc" stroke-width="2" opacity=".7"/>
<rect x="303" y="180" width="14" height="70" rx="6" fill="#1e293b"/></g>
${longHair ? `<path d="M138 170c0-70 124-70 124 0v90h-124z" fill="${hair}"/>` : ''}
<path d="M70 400c10-90 60-130 130-130s120 40 130 130z" fill="${shirt}"/>
<path d="M170 272l30 40 30-40" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>
<rect x="180" y="230" width="40" height="48" fill="${skin}"/>
<circle cx="200" cy="180" r="62" fill="${skin}"/>
<path d="M138 172c0-50 30-72 62-72s62 22 62 72c-20-26-48-34-62-34s-42 8-62 34z" fill="${hair}"/>
<circle cx="178" cy="186" r="6" fill="#1f2937"/><circle cx="222" cy="186" r="6" fill="#1f2937"/>
<path d="M182 212q18 14 36 0" fill="none" stroke="#7c2d12" stroke-width="5" stroke-linecap="round"/>
</svg>`
}

const tennisSurfaces = [
  { court: '#2e7d4f', outside: '#1f5e3a' },
  { court: '#1e5aa8', outside: '#3f7d3b' },
  { court: '#c0562f', outside: '#9c4426' },
  { court: '#4f46e5', outside: '#15803d' },
]
const badmintonFloors = [
  { court: '#15803d', outside: '#b45309' },
  { court: '#047857', outside: '#78350f' },
  { court: '#1d4ed8', outside: '#92400e' },
  { court: '#166534', outside: '#334155' },
]

/** A court seen from above, tennis or badminton, with its lines, net and a ball or shuttle. */
export function courtSvg(sport: 'tennis' | 'badminton', variant: number): string {
  const palette = sport === 'tennis' ? tennisSurfaces : badmintonFloors
  const { court, outside } = palette[variant % palette.length] as { court: string; outside: string }
  const lines =
    sport === 'tennis'
      ? `<rect x="120" y="60" width="560" height="280" fill="none" stroke="#fff" stroke-width="5"/>
<path d="M120 95h560M120 305h560M260 95v210M540 95v210M260 200h280" stroke="#fff" stroke-width="4"/>
<circle cx="${300 + (variant % 5) * 50}" cy="${130 + (variant % 3) * 40}" r="10" fill="#d9f99d" stroke="#65a30d" stroke-width="2"/>`
      : `<rect x="150" y="70" width="500" height="260" fill="none" stroke="#fff" stroke-width="5"/>
<path d="M150 92h500M150 308h500M180 70v260M620 70v260M340 70v260M460 70v260M180 200h160M460 200h160" stroke="#fff" stroke-width="4"/>
<g transform="translate(${280 + (variant % 4) * 60} ${120 + (variant % 3) * 45}) rotate(${variant * 37})"><path d="M0 0l-14 30h28z" fill="#f8fafc" stroke="#cbd5e1"/><circle cx="0" cy="0" r="8" fill="#f1f5f9" stroke="#94a3b8"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${sport} court">
<rect width="800" height="400" fill="${outside}"/>
<rect x="${sport === 'tennis' ? 90 : 120}" y="35" width="${sport === 'tennis' ? 620 : 560}" height="330" fill="${court}"/>
${lines}
<path d="M400 40v320" stroke="#e2e8f0" stroke-width="7" stroke-dasharray="3 5"/>
<path d="M400 40v320" stroke="#0f172a" stroke-width="2"/>
</svg>`
}
