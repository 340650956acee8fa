module.exports = {
  displayName: 'util-money',
  preset: '../../../jest.preset.js',
};
