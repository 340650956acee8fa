module.exports = {
  displayName: 'gateway-doubler',
  preset: '../../../jest.preset.js',
};
