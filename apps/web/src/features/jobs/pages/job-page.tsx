// Replaced by the page itself: a placeholder so the route table compiles while it is built.
export { default } from '../../../components/not-found-page.tsx'
