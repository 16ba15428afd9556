// A TCP proxy in front of PostgreSQL that records the SQL text of every statement its clients run, read off the
// wire protocol: simple queries ('Q') and the statement each Bind ('B') executes, named or not (its text comes
// from the Parse ('P') that prepared it on that connection), marked '(prepared)' when the statement is named. Used to check that the floor sends the statements
// our server sends (floor-check.mjs). SSL is not supported: clients must connect without it.
import net from 'node:net';

/** Splits a buffer of NUL-terminated strings from `offset`: [string, next offset]. */
function cString(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Reads the frontend messages of one connection as they arrive, calling `onStatement(text)` for each run. */
function frontendReader(onStatement) {
  const prepared = new Map();
  let pending = Buffer.alloc(0);
  let startedUp = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!startedUp) {
        // The startup message has no type byte: its length, then the protocol version and parameters.
        if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return;
        pending = pending.subarray(pending.readInt32BE(0));
        startedUp = true;
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]);
      const body = pending.subarray(5, 1 + length);
      if (type === 'Q') onStatement(cString(body, 0)[0]);
      else if (type === 'P') {
        const [name, next] = cString(body, 0);
        prepared.set(name, cString(body, next)[0]);
      } else if (type === 'B') {
        const [, next] = cString(body, 0);
        const name = cString(body, next)[0];
        const text = prepared.get(name) ?? '<unknown prepared statement>';
        // A named statement is parsed and planned once per connection: the check tells it from an unnamed one.
        onStatement(name ? `(prepared) ${text}` : text);
      }
      pending = pending.subarray(1 + length);
    }
  };
}

/**
 * Starts the proxy on a free loopback port in front of `databaseUrl`'s server. `url` is the same database through
 * the proxy; `take()` returns the statements recorded since the last call and forgets them.
 */
export async function startStatementRecorder(databaseUrl) {
  const target = new URL(databaseUrl);
  let statements = [];
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const read = frontendReader((text) => statements.push(text));
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}
