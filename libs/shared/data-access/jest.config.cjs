module.exports = {
  displayName: 'shared-data-access',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs', '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs' },
};
