module.exports = {
  displayName: 'gateway',
  preset: '../../jest.preset.js',
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 60_000,
  // On PostgreSQL every test file has a database copy of its own (testing/database-copies.ts), and the server runs
  // queries of two files side by side; on the embedded database each file's PGlite already keeps a core busy.
  ...(process.env['DATABASE_URL'] ? { maxWorkers: 2 } : {}),
};
