// The home feature as other features use it: the key an operator's edit of the press refreshes. Its page stays out.
export { homeQueries } from './api/queries.ts'
