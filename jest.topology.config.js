/**
 * `npm run test:topology`: the scaled-out shape (2 API + 2 worker processes from dist/, one Temporal dev
 * server, one PostgreSQL, one SMTP sink) under load, with a worker and an API process SIGKILLed mid-load.
 * The test starts its own Temporal dev server; without DATABASE_URL the global setup starts PGlite.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/test/topology/**/*.topology.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  globalSetup: '<rootDir>/test/topology/global-setup.ts',
  globalTeardown: '<rootDir>/test/topology/global-teardown.ts',
  testTimeout: 420000,
  reporters: ['default', '<rootDir>/test/helpers/summary-reporter.js'],
};
