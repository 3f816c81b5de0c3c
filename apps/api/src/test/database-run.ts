/**
 * The names of one run's test databases on a PostgreSQL server begin with `rally_test_` and the run's own mark,
 * which the api project's global setup hands out (test/global-setup.ts) and uses at the end to drop what is
 * left; CI's clean-up drops every `rally_test_` database (.ci/run).
 */
export const testDatabasePrefix = (run: string | undefined) => (run ? `rally_test_${run}_` : 'rally_test_')

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseRun: string
  }
}
