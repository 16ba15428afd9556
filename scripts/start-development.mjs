// `npm start`: the whole product on this machine, for development and demos: the embedded database, the demo
// data and accounts, and the mail catcher, on loopback. A deployment runs apps/server/dist/server.js itself, where
// an unset NODE_ENV means production.
process.env.NODE_ENV ??= 'development';
await import('../apps/server/dist/server.js');
