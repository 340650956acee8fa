module.exports = {
  displayName: 'gateway',
  preset: '../../jest.preset.js',
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 60_000,
};
