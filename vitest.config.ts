import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. The server suite runs twice: once on
 * embedded PGlite and once on a PostgreSQL server (skipped when none is
 * reachable, unless REQUIRE_POSTGRES=1).
 */
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the server files spend much of their time waiting
    // on the database, so three at once halve the run (610 s to 331 s measured, all passing).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A solar report runs its sizing search, dozens of simulated years (decision 035): a few
          // seconds of CPU on a machine shared by three workers, bounded as the other projects are.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          root: './server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'server-postgres',
          root: './server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_ENGINE: 'postgres' },
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Vitest's 5 s default raced a loaded machine: a sign-in journey took 3.6 s with the cores busy.
          // The limit only bounds a hang; it is above setup.ts's 15 s wait limit so a wait fails first.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
