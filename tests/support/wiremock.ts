import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { WireMock as WireMockAdmin } from 'wiremock-captain'

/** `admin` is WireMock's admin API through wiremock-captain: stubs, requests, unmatched requests. */
export type WireMock = { url: string; port: number; pid: number; admin: WireMockAdmin; stop(): Promise<void> }

export type WireMockOptions = {
  /** Holds mappings/ and __files/; defaults to contract-fixtures/recordings. */
  rootDir?: string
  /** Proxy every unmatched request to this base URL. */
  proxyAllTo?: string
  /** With proxyAllTo: write what passes through as new mappings under rootDir. */
  record?: boolean
  /** A fixed port; a free loopback port otherwise. */
  port?: number
}

const HOST = '127.0.0.1'
const READY_TIMEOUT_MS = 30_000
const STOP_GRACE_MS = 5_000
const JAR = fileURLToPath(new URL('../../node_modules/wiremock/build/wiremock-standalone-3.13.2.jar', import.meta.url))
export const RECORDINGS_DIR = fileURLToPath(new URL('../../contract-fixtures/recordings', import.meta.url))

const running = new Set<ChildProcess>()
let exitHookInstalled = false

function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command)
  }
  return undefined
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

/** Ready once the admin API lists the mappings it loaded. */
async function answersAdmin(admin: WireMockAdmin): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 1_000)))
  try {
    return await Promise.race([admin.getAllMappings().then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

async function kill(child: ChildProcess): Promise<void> {
  if (exited(child) || child.pid === undefined) return
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await done
  clearTimeout(timer)
}

class EarlyExit extends Error {}

async function launch(args: string[], port: number): Promise<ChildProcess> {
  // setpriv (when present) makes java die with this process even when it is killed by a signal,
  // which skips 'exit' handlers; it execs java, so the pid stays java's.
  const setpriv = onPath('setpriv')
  const child = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'SIGKILL', '--', 'java', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] })
  installExitHook()
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2_000)
  }
  child.stdout?.on('data', keepTail)
  child.stderr?.on('data', keepTail)
  let spawnError: Error | undefined
  child.on('error', (err) => {
    spawnError = err
  })

  const url = `http://${HOST}:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (spawnError) throw new Error(`could not start java for WireMock: ${spawnError.message}`)
    if (exited(child))
      throw new EarlyExit(`WireMock on port ${port} exited early (${child.exitCode ?? child.signalCode}): ${output.trim()}`)
    if (await answersAdmin(new WireMockAdmin(url))) return child
    if (Date.now() > deadline) {
      await kill(child)
      throw new Error(`WireMock on port ${port} did not answer its admin API within ${READY_TIMEOUT_MS} ms`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Starts the WireMock standalone jar directly (not the npm wrapper, whose java outlives it). */
export async function startWireMock(options: WireMockOptions = {}): Promise<WireMock> {
  if (!existsSync(JAR)) throw new Error('WireMock jar not found: run npm install (package "wiremock")')
  if (options.record && !options.proxyAllTo) throw new Error('record needs proxyAllTo')
  const rootDir = options.rootDir ?? RECORDINGS_DIR
  mkdirSync(join(rootDir, 'mappings'), { recursive: true })
  mkdirSync(join(rootDir, '__files'), { recursive: true })

  // A free port can be taken by someone else before java binds it: try another one.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort())
    const args = ['-jar', JAR, '--port', String(port), '--bind-address', HOST, '--root-dir', rootDir, '--disable-banner']
    if (options.proxyAllTo) args.push('--proxy-all', options.proxyAllTo)
    // Recorded mappings keep the Authorization header, so anonymous and logged-in answers stay apart;
    // scripts/record-fixtures.ts scrubs the token values afterwards.
    if (options.record) args.push('--record-mappings', '--match-headers', 'Authorization')
    try {
      const child = await launch(args, port)
      const url = `http://${HOST}:${port}`
      return { url, port, pid: child.pid ?? 0, admin: new WireMockAdmin(url), stop: () => kill(child) }
    } catch (err) {
      if (!(err instanceof EarlyExit) || options.port !== undefined || attempt >= 3) throw err
    }
  }
}
