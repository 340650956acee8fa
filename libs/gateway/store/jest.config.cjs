module.exports = {
  displayName: 'gateway-store',
  preset: '../../../jest.preset.js',
};
