import type { VitePluginConfig } from '@remix-run/dev'

/** Remix options, read by vite.config.ts. */
export const remixConfig: VitePluginConfig = {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*.test.*', '**/*.server.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
}
