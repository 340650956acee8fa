module.exports = {
  displayName: 'gateway-order-payments',
  preset: '../../../jest.preset.js',
};
