import './lib/zod-without-eval.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { setUpI18n } from './lib/i18n.ts'
import './index.css'

await setUpI18n()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
