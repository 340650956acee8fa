/** Shared Jest settings: every project compiles with SWC and resolves workspace paths through Nx. */
const nxPreset = require('@nx/jest/preset').default;

module.exports = {
  ...nxPreset,
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: false },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  // A form spec that types into a dozen fields takes about a second alone and several times that with two projects
  // running on a 2-core CI machine; the timeout catches a test that hangs, it does not measure speed.
  testTimeout: 15_000,
};
