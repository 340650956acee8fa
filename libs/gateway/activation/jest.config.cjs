module.exports = {
  displayName: 'gateway-activation',
  preset: '../../../jest.preset.js',
};
