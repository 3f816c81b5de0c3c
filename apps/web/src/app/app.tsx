import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { createQueryClient } from '../lib/query-client.ts'
import { router } from './router.tsx'
import { startSession } from './session.ts'

// The toaster is not needed to draw the first page: it loads right after, in its own chunk.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

export function App() {
  const [queryClient] = useState(createQueryClient)
  useEffect(() => startSession(queryClient), [queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* The spec's notification numbers; width 356 px and a 20 px swipe threshold are sonner's own. */}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" visibleToasts={3} duration={4000} gap={14} hotkey={['altKey', 'KeyT']} />
      </Suspense>
    </QueryClientProvider>
  )
}
