module.exports = {
  displayName: 'gateway-search',
  preset: '../../../jest.preset.js',
};
