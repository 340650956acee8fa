import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = ['libs/gateway/core/src/base.sdl.ts', 'libs/gateway/*/src/lib/*.sdl.ts'];

/**
 * From the gateway's SDL modules (`*.sdl.ts`): resolver types for the gateway, and typed documents (client preset)
 * for the storefronts, from the `graphql()` calls in client libraries and apps.
 */
const config: CodegenConfig = {
  schema,
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: true,
  generates: {
    'libs/gateway/core/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        scalars: { ID: { input: 'string', output: 'string | number' } },
        mappers: { GiftCardOrder: '../cart-order-source#CartOrderSource', StoreData: '../store-data-source#StoreDataSource' },
      },
    },
    'libs/shared/graphql/src/generated/': {
      preset: 'client',
      documents: ['libs/!(gateway)/**/src/**/*.{ts,tsx}', 'apps/!(gateway)/app/**/*.{ts,tsx}', '!**/*.spec.{ts,tsx}', '!**/generated/**'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
  },
};

export default config;
