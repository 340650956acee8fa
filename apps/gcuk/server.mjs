/**
 * The GCUK family's storefront server (libs/storefront/server): BUILD_KEY picks the brand (default GCUK).
 *   NODE_ENV=production node apps/gcuk/server.mjs   serves the build in dist/apps/gcuk/<KEY>
 *   node apps/gcuk/server.mjs                       development, with Vite in middleware mode
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared server is plain Node, imported by its path
import { startStorefrontServer } from '../../libs/storefront/server/src/server.mjs';

startStorefrontServer({ appDir: dirname(fileURLToPath(import.meta.url)) });
