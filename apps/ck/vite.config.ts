// eslint-disable-next-line @nx/enforce-module-boundaries -- the Vite config shared by the family apps
import { storefrontViteConfig } from '../../tools/vite/storefront-config';

export default storefrontViteConfig(__dirname);
