module.exports = {
  displayName: 'gateway-mail',
  preset: '../../../jest.preset.js',
};
