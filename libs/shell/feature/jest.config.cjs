module.exports = {
  displayName: 'shell-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/src/testing/jsdom-fetch-environment.cjs',
  // The shell's own test set-up (TextEncoder for React Router, matchMedia, canvas for axe) lives in shell-ui.
  setupFiles: ['<rootDir>/../ui/src/testing/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs', '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs' },
};
