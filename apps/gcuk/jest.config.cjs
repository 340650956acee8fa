module.exports = {
  displayName: 'gcuk',
  preset: '../../jest.preset.js',
  testMatch: ['<rootDir>/app/**/*.spec.ts'],
};
