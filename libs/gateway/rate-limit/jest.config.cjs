module.exports = {
  displayName: 'gateway-rate-limit',
  preset: '../../../jest.preset.js',
};
