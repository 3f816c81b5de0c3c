// The blogs feature as other features use it. Its pages stay out: app/router.tsx loads them lazily.
export { PostHtml } from './components/post-html.tsx'
