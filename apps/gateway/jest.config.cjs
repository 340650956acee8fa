module.exports = {
  displayName: 'gateway',
  preset: '../../jest.preset.js',
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  testTimeout: 60_000,
};
