// The faq feature as other features use it: the key an operator's edit refreshes. Its page stays out.
export { faqQueries } from './api/queries.ts'
