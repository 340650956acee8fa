import type { Config } from '@react-router/dev/config';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build helper shared by the family apps
import { storefrontBuild } from '../../libs/storefront/server/src/storefront-build.mjs';

export default {
  appDirectory: 'app',
  buildDirectory: storefrontBuild(__dirname).buildDirectory,
  ssr: true,
} satisfies Config;
