module.exports = {
  displayName: 'gateway-cards-data',
  preset: '../../../jest.preset.js',
};
