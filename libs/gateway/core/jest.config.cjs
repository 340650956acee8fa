module.exports = {
  displayName: 'gateway-core',
  preset: '../../../jest.preset.js',
};
