module.exports = {
  displayName: 'account-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/../../shared/testing/src/jsdom-fetch-environment.cjs',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: {
    '^altcha(/.*)?$': '<rootDir>/../../shared/ui/src/testing/altcha-stub.cjs',
    '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs',
  },
};
