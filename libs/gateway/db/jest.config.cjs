module.exports = {
  displayName: 'gateway-db',
  preset: '../../../jest.preset.js',
};
