module.exports = {
  displayName: 'gateway-cart',
  preset: '../../../jest.preset.js',
};
