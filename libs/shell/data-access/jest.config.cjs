module.exports = {
  displayName: 'shell-data-access',
  preset: '../../../jest.preset.js',
};
