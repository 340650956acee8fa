module.exports = {
  displayName: 'gateway-content',
  preset: '../../../jest.preset.js',
};
