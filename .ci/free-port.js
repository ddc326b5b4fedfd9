// Prints a free TCP port on 127.0.0.1 below the kernel's ephemeral range. A port the kernel hands out for
// port 0 can be handed out again to the next process that asks (the service's own Temporal dev server and
// PostgreSQL do, before it binds its HTTP port), so .ci/run reserves its ports where the kernel never looks.
//   node .ci/free-port.js
const fs = require('node:fs');
const net = require('node:net');

function ephemeralStart() {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768; // Linux's default; elsewhere the range starts higher still (49152)
  }
}

function tryPort(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

async function main() {
  const high = Math.min(ephemeralStart(), 32768) - 1;
  const low = Math.max(1024, Math.min(20000, high - 5000));
  for (let i = 0; i < 200; i++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await tryPort(port)) return console.log(port);
  }
  throw new Error('no free port below the ephemeral range');
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
