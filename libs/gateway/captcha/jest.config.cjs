module.exports = {
  displayName: 'gateway-captcha',
  preset: '../../../jest.preset.js',
};
