// The users feature as other features use it: the key of the signed-in person's own record, which a new
// role record (partner, specialist, academy) refreshes.
export { usersQueries } from './api/queries.ts'
