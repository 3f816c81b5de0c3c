// React's useSyncExternalStore under the name of its shim for React 17 (vite.config.ts aliases it).
export { useSyncExternalStore } from 'react'
