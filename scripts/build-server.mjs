// Bundles the Express entry (bff/http/main.ts) next to the Remix build; npm packages stay external.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { build } from 'esbuild'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

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

// The browser build's files, compressed once here at the highest levels instead of on every request
// (bff/http/app.server.ts serves these): a page's first load asked some 20 of them.
const assets = 'build/client/assets'
const COMPRESSIBLE = /\.(js|css|json|svg)$/
await Promise.all(
  (await readdir(assets))
    .filter((name) => COMPRESSIBLE.test(name))
    .map(async (name) => {
      const file = await readFile(path.join(assets, name))
      const [br, gz] = await Promise.all([
        brotli(file, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.length,
          },
        }),
        gzip(file, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
      await Promise.all([writeFile(path.join(assets, `${name}.br`), br), writeFile(path.join(assets, `${name}.gz`), gz)])
    }),
)
