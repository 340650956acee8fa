/**
 * The CB family's storefront server (libs/storefront/server): BUILD_KEY picks the brand (default CB).
 *   NODE_ENV=production node apps/cb/server.mjs   serves the build in dist/apps/cb/<KEY>
 *   node apps/cb/server.mjs                       development, with Vite in middleware mode
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared server is plain Node, imported by its path
import { startStorefrontServer } from '../../libs/storefront/server/src/server.mjs';

startStorefrontServer({ appDir: dirname(fileURLToPath(import.meta.url)) });
