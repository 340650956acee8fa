module.exports = {
  displayName: 'account-ui',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/../../shared/testing/src/setup-stories.ts'],
  // Storybook ships ESM only; it is compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(marked|storybook|@storybook)/)'],
  moduleNameMapper: {
    '^altcha(/.*)?$': '<rootDir>/../../shared/ui/src/testing/altcha-stub.cjs',
    '\\.css$': '<rootDir>/../../../tools/jest/css-module-stub.cjs',
    // .storybook/brand-registry.ts needs Vite's import.meta.glob; Jest reads the brand files from disk instead.
    '^\\./brand-registry$': '<rootDir>/../../shared/testing/src/brand-registry.ts',
  },
};
