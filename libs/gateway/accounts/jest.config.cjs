module.exports = {
  displayName: 'gateway-accounts',
  preset: '../../../jest.preset.js',
};
