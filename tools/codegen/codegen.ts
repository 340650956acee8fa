import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types for the gateway, generated from the SDL modules (`*.sdl.ts`) of every gateway library. */
const config: CodegenConfig = {
  schema: ['libs/gateway/core/src/base.sdl.ts', 'libs/gateway/*/src/lib/*.sdl.ts'],
  emitLegacyCommonJSImports: false,
  generates: {
    'libs/gateway/core/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        scalars: { ID: { input: 'string', output: 'string | number' } },
      },
    },
  },
};

export default config;
