module.exports = {
  displayName: 'seed',
  preset: '../../jest.preset.js',
};
