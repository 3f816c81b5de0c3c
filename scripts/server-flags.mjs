// The Node flags the API server runs with: `npm start` (package.json passes them to scripts/start.mjs) and
// the bench's, soak's and fault run's servers, so that what is measured is what is served.
// A young generation of 32 MB semi-spaces rather than Node 20's 16: with twenty pages rendering at once,
// every scavenge stops all of them, and it comes half as often (5 per 100 uncached renders against 11–12
// at 20 connections on the scale data), at about the same cost each; 48 MB more at most (decision 058).
export const serverNodeFlags = ['--max-semi-space-size=32']
