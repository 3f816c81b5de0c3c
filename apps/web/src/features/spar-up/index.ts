// Spar-up as other features use it: the link to "Find a partner to spar up" that the partners' list shows a
// signed-in player. The page (/spar-up) stays out: app/router.tsx loads it lazily.
export { SparUpLink } from './components/spar-up-link.tsx'
