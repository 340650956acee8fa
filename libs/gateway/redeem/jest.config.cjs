module.exports = {
  displayName: 'gateway-redeem',
  preset: '../../../jest.preset.js',
};
