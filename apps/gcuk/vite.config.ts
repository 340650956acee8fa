import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build plugin shared by the storefront apps
import { graphqlDocuments } from '../../tools/vite/graphql-documents';

export default defineConfig({
  plugins: [graphqlDocuments(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1' },
});
