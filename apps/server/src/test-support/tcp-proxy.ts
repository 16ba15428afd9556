import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can take down and bring back on the same port, as a database
 * restart looks to its clients: open connections are reset and new ones refused until it is back.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  async function up() {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
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

  async function down() {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.resetAndDestroy();
    await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  }

  await up();
  return { port: () => port, up, down };
}
