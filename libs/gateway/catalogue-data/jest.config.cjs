module.exports = {
  displayName: 'gateway-catalogue-data',
  preset: '../../../jest.preset.js',
};
