module.exports = {
  displayName: 'gateway-catalogue',
  preset: '../../../jest.preset.js',
};
