module.exports = {
  displayName: 'locations-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs' },
};
