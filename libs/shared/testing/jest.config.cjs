module.exports = {
  displayName: 'shared-testing',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs' },
};
