module.exports = {
  displayName: 'checkout-feature',
  preset: '../../../jest.preset.js',
  // The data router (the leave guard needs one) builds a Request for every navigation.
  testEnvironment: '<rootDir>/../../shared/testing/src/jsdom-fetch-environment.cjs',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs', '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs' },
};
