import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './scripts/ensure-chromium.mjs'

// Workers, each with a server and a seeded embedded database of its own (ports E2E_PORT, E2E_PORT + 1, …;
// e2e/fixtures.ts gives each test its worker's address): tests in two workers never share data. The
// browser tests wait on pages and the network more than they compute (one worker kept two cores about
// a third busy), so three workers share the two cores well.
const workers = Number(process.env.E2E_WORKERS ?? 3)

// The tests' browser is Debian's chromium-headless-shell: Chromium's engine in its old headless mode, without
// the browser's own windows, profile and services, as Playwright runs headless Chromium by default. The full
// browser (/usr/bin/chromium) loads, for every new window, which is every test's page, its address bar's popup
// (a web page in a renderer of its own) and its profile's services: on the two-core machine it took 28 % more
// time and CPU for the same tests (decision 086). E2E_CHROMIUM_PATH picks another Chromium.

/**
 * Browser tests in Debian's Chromium (its headless shell) against the built app, started as
 * `npm start` starts it, on a throwaway embedded database seeded with demo data.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  fullyParallel: false,
  workers,
  retries: 0,
  // A hung test still fails; a slow two-core machine does not fail a flow. On a machine whose /livez was a third
  // as fast as the previous one's, the two-person reschedule flow took 28 s alone and over 30 s beside the
  // other workers, and the Japanese vacancy walk 8 s alone and 33 s beside them (Playwright's default is 30 s).
  timeout: 60_000,
  reporter: [
    ['list'],
    ['./e2e/slowest-reporter.ts'],
    ...(process.env.E2E_HTML_REPORT === '1'
      ? ([['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]] as const)
      : []),
  ],
  use: {
    // A trace (each action's page, the network, the console) only when asked for: E2E_TRACE=1 keeps a failed
    // test's. Recording one for every test cost the suite 13 % of its time on a two-core machine, for traces that
    // a passing test throws away and that a CI log never shows; a failure's screenshot stays (decisions 052, 084).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath('tests'),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Flows run once, at the width most people use (a phone). A test whose checks depend on the width
  // (the header and menu, grids, tables, sizes and positions) is tagged '@layout' and runs at both widths:
  // test('…', { tag: '@layout' }, …), or test.describe('…', { tag: '@layout' }, …) for a group. Untagged
  // tests run on the phone only. A test that only needs to see one page at both widths may instead widen it
  // itself to the desktop's 1280 px (the accessibility walk, the site's links; decision 067).
  projects: [
    // The phone draws at one device pixel per CSS pixel, unless screenshots are kept to be looked at: at the Pixel
    // 7's 2.625 the browser's compositor drew 6.9 times the pixels of every frame, which no test reads (layout,
    // media queries by width and the accessibility tree are in CSS pixels), for 20-25 % of the CPU (decision 086).
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: process.env.E2E_SCREENSHOTS === '1' ? devices['Pixel 7'].deviceScaleFactor : 1,
      },
    },
    {
      name: 'desktop',
      grep: /@layout/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // A server per worker, each on a copy of one demo database seeded once: e2e/servers.ts.
  globalSetup: './e2e/servers.ts',
})
