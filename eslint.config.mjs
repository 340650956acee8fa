import nx from '@nx/eslint-plugin';

/**
 * Dependency rule (ARCHITECTURE.md): app → runtime → feature → data-access → util; ui → ui, util. The runtime
 * (libs/storefront) is the storefront every family app shares: it composes the features.
 * A feature never imports another feature; client code never imports gateway code; the gateway never imports React.
 */
const typeConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:runtime', 'type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:tool'] },
  { sourceTag: 'type:runtime', onlyDependOnLibsWithTags: ['type:runtime', 'type:feature', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
];

const domainScopes = ['shell', 'catalogue', 'basket', 'checkout', 'account', 'redeem', 'activation', 'doubler', 'locations', 'content'];
/** The storefront runtime and the family apps on it compose every client domain. */
const appScopes = ['storefront', 'gcuk', 'cb', 'ck', 'gcs'];
const clientBans = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'graphql-yoga'];

const scopeConstraints = [
  {
    sourceTag: 'scope:gateway',
    onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared'],
    bannedExternalImports: ['react', 'react-dom', 'react-*', '@apollo/client', '@apollo/client/*', '@reduxjs/toolkit', 'formik'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:gateway', 'scope:shared'] },
  ...domainScopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
    bannedExternalImports: clientBans,
  })),
  ...appScopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:storefront', 'scope:shared', ...domainScopes.map((d) => `scope:${d}`)],
    bannedExternalImports: clientBans,
  })),
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/node_modules', '**/.nx', '**/var', '**/generated/**', '**/migrations/**', '**/.react-router/**', 'tmp/**'] },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [...typeConstraints, ...scopeConstraints],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Brand differences are brand data (docs/adr/0005): code never asks which brand or family it runs for.
    files: ['libs/**/*.ts', 'libs/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(CB|CK|GCS|GCUK)([A-Z]{2})?$/]',
          message: 'Compare no build key or brand family in code: make the difference a field of brands/<KEY>/brand.json or store data.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.*', 'tools/scripts/**', 'tools/bench/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];
