module.exports = {
  displayName: 'gateway-orders',
  preset: '../../../jest.preset.js',
};
