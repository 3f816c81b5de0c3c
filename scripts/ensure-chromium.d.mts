type Kind = 'tests' | 'bench'
export function chromiumPath(kind: Kind): string
export function ensureChromium(kind: Kind): string
