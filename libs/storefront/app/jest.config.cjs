module.exports = {
  displayName: 'storefront-app',
  preset: '../../../jest.preset.js',
};
