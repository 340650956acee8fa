module.exports = {
  displayName: 'activation-data-access',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs' },
};
