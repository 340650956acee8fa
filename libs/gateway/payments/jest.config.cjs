module.exports = {
  displayName: 'gateway-payments',
  preset: '../../../jest.preset.js',
};
