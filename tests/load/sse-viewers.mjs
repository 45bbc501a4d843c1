// Opens N Server-Sent Events viewers of one address in a process of its own (so the bench measures
// the server's memory, not the viewers'), prints "ready" once each has its first board, and holds
// them until stdin closes.
import http from 'node:http'

const [url, countText] = process.argv.slice(2)
const count = Number(countText)
let ready = 0
const requests = []
for (let i = 0; i < count; i++) {
  const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
    let seen = false
    res.setEncoding('utf8')
    res.on('data', (chunk) => {
      if (!seen && chunk.includes('event: scoreboard')) {
        seen = true
        if (++ready === count) process.stdout.write('ready\n')
      }
    })
  })
  req.on('error', (err) => {
    process.stderr.write(`viewer ${i}: ${err.message}\n`)
    process.exit(1)
  })
  requests.push(req)
}
process.stdin.resume()
process.stdin.on('end', () => {
  for (const req of requests) req.destroy()
  process.exit(0)
})
