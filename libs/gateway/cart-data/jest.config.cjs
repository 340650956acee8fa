module.exports = {
  displayName: 'gateway-cart-data',
  preset: '../../../jest.preset.js',
};
