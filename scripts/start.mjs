// npm start: install what is missing, build, and run the app (embedded simulator unless LEGACY_BASE_URL is set).
import { execSync, spawn } from 'node:child_process'

execSync('node scripts/ensure.mjs', { stdio: 'inherit' })
execSync('npm run build', { stdio: 'inherit' })
const child = spawn(process.execPath, ['build/server.js'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
