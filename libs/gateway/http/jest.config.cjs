module.exports = {
  displayName: 'gateway-http',
  preset: '../../../jest.preset.js',
};
