module.exports = {
  displayName: 'gateway-locations',
  preset: '../../../jest.preset.js',
};
