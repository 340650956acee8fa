module.exports = {
  displayName: 'gateway-jobs',
  preset: '../../../jest.preset.js',
};
