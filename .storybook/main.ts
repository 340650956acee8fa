import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const brandsDir = fileURLToPath(new URL('../brands', import.meta.url));
/** Every brand folder with a brand.json; its assets are served under /brand/{KEY}/ as in the storefront. */
const brandKeys = readdirSync(brandsDir).filter((key) => existsSync(join(brandsDir, key, 'brand.json')));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  staticDirs: brandKeys.filter((key) => existsSync(join(brandsDir, key, 'assets'))).map((key) => ({ from: `../brands/${key}/assets`, to: `/brand/${key}` })),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Workspace libraries are imported as @giftshop/* through tsconfig.base.json paths.
    return mergeConfig(viteConfig, { resolve: { tsconfigPaths: true } });
  },
};

export default config;
