module.exports = {
  displayName: 'gateway',
  preset: '../../jest.preset.js',
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 60_000,
  // Two test files at a time, each on a database of its own (a PGlite from the seeded dump, or a copy of the seeded
  // PostgreSQL database): 211 s instead of about 380 s on 2 idle cores, and a fair share of the CPU beside the
  // browser suite in `npm test`.
  maxWorkers: 2,
  // A worker runs about twenty files in turn, each with a gateway and a database of its own, and its heap grows by
  // 30–40 MB a file (PGlite's memory besides). One whose heap has grown past this after a file is replaced by a fresh
  // one instead of running into a memory limit (a worker died of SIGTRAP, V8's fatal out-of-memory, late in a run).
  workerIdleMemoryLimit: '512MB',
};
