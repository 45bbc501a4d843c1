import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'

export type RedisServer = {
  url: string
  port: number
  stop(): Promise<void>
  /** Stops the server; resume() starts a new one on the same port (an outage). */
  pause(): Promise<void>
  resume(): Promise<void>
}

const HOST = '127.0.0.1'
const READY_TIMEOUT_MS = 10_000
const STOP_GRACE_MS = 3_000

const running = new Set<ChildProcess>()
const spawnErrors = new WeakMap<ChildProcess, Error>()
let exitHookInstalled = false

function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

function redisBinary(): string {
  return existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server'
}

export function freePort(): Promise<number> {
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

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port })
    let reply = ''
    const finish = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => finish(false))
    socket.on('error', () => finish(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk.toString()
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'))
    })
  })
}

function spawnServer(port: number): ChildProcess {
  return spawnRedis(['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no'])
}

/** redis-server with these arguments, killed with the test process. */
export function spawnRedis(args: string[]): ChildProcess {
  // setpriv's parent-death signal kills redis even when the test worker is killed by a signal,
  // which skips 'exit' handlers (vitest ends its fork workers with SIGTERM).
  const child = existsSync('/usr/bin/setpriv')
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'SIGKILL', '--', redisBinary(), ...args], { stdio: 'ignore' })
    : spawn(redisBinary(), args, { stdio: 'ignore' })
  installExitHook()
  running.add(child)
  child.once('exit', () => running.delete(child))
  child.on('error', (err) => spawnErrors.set(child, err))
  return child
}

export async function waitUntilReady(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    const spawnError = spawnErrors.get(child)
    if (spawnError) throw new Error(`could not start redis-server: ${spawnError.message}`)
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server on port ${port} exited early (code ${child.exitCode ?? child.signalCode})`)
    }
    if (await answersPing(port)) return
    await new Promise((r) => setTimeout(r, 50))
  }
  await kill(child)
  throw new Error(`redis-server on port ${port} did not answer PING within ${READY_TIMEOUT_MS} ms`)
}

export async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  let child: ChildProcess | undefined = spawnServer(port)
  await waitUntilReady(child, port)

  async function halt() {
    const current = child
    child = undefined
    if (current) await kill(current)
  }

  return {
    url: `redis://${HOST}:${port}`,
    port,
    stop: halt,
    pause: halt,
    async resume() {
      if (child) return
      child = spawnServer(port)
      await waitUntilReady(child, port)
    },
  }
}

/** Polls until check() resolves truthy; for waiting on a client to reconnect. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
