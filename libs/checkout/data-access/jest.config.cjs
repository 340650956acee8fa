module.exports = {
  displayName: 'checkout-data-access',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
