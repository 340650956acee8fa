import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/gateway/db/src/schema/index.ts',
  out: './libs/gateway/db/migrations',
});
