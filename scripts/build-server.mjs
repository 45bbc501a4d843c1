// Bundles the Express entry (bff/http/main.ts) next to the Remix build; npm packages stay external.
import { build } from 'esbuild'

await build({
  entryPoints: ['bff/http/main.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
