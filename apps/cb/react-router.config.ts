// eslint-disable-next-line @nx/enforce-module-boundaries -- React Router's config shared by the family apps
import { storefrontRouterConfig } from '../../tools/vite/router-config';

export default storefrontRouterConfig(__dirname);
