import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The slowest tests of each run, printed at its end (issue 22): growth stays visible.
    reporters: ['default', './scripts/slowest-tests.mjs'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
          ],
          environment: 'node',
          // No unit test mocks a module, stubs the environment or keeps state between files: the files share one
          // import of what they test instead of a new module graph each (as the api project, decision 045).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each test file builds its own app on its own database, and no test mocks modules or changes the
          // environment; so the files of a worker share one import of the app and one loaded PostgreSQL
          // instead of a new process each (decision 045).
          isolate: false,
          // Names this run's test databases on a PostgreSQL server and drops what is left of them at the end.
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Two files at a time (Vitest's default is cores − 1: one here). The API tests wait on PostgreSQL,
          // on other processes and on the scheduler's minute far more than they compute: on the server the
          // stage took 4 min 30 s with two workers against 7 min 15 s with one, at the same load (decision 068).
          maxWorkers: 2,
        },
      },
    ],
  },
})
