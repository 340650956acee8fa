module.exports = {
  displayName: 'redeem-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: {
    // The captcha widget stays an unknown element in jsdom; specs dispatch its events.
    '^altcha(/.*)?$': '<rootDir>/../ui/src/testing/altcha-stub.cjs',
    '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs',
  },
};
