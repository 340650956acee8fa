module.exports = {
  displayName: 'shared-graphql',
  preset: '../../../jest.preset.js',
};
