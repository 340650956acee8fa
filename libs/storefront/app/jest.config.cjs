module.exports = {
  displayName: 'storefront-app',
  preset: '../../../jest.preset.js',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
};
