import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can take down and bring back on the same port, as a database
 * restart looks to its clients (open connections are reset, new ones refused until it is back), or stall, as a
 * network partition looks (connections stay open and nothing arrives).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let stalled = false;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  async function up() {
    stalled = false;
    server = createServer((client) => {
      track(client);
      if (stalled) return;
      const upstream = connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address !== 'string') port = address.port;
  }

  /** Stops relaying in both directions and leaves new connections unanswered; `down` then `up` ends it. */
  function stall() {
    stalled = true;
    for (const socket of sockets) {
      socket.pause();
      socket.unpipe();
    }
  }

  async function down() {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.resetAndDestroy();
    await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  }

  await up();
  return { port: () => port, up, down, stall };
}
