import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { graphqlDocuments } from '../../tools/vite/graphql-documents.mjs';

export default defineConfig({
  plugins: [graphqlDocuments(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1' },
});
