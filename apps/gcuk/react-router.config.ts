import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/gcuk',
  ssr: true,
} satisfies Config;
