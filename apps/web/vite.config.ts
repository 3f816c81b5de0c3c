import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/v1': apiOrigin,
      '/media': apiOrigin,
      '/healthz': apiOrigin,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
