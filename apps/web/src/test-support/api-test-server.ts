import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A request as the test server received it: its JSON body parsed, any other body (a multipart upload) as text,
 * undefined when it had none.
 */
export type ApiTestRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

/** What the test server answers: a status and a JSON body, or `'drop'` to cut the connection unanswered. */
export type ApiTestAnswer = { status: number; body: object } | 'drop';

/** The API's answer to an address it does not serve, for a test server's last case. */
export const NOT_FOUND_ANSWER: ApiTestAnswer = { status: 404, body: { code: 'NOT_FOUND', message: 'No existe.' } };

/**
 * A real HTTP server standing in for the API in a component or client test (happy-dom environment): the page is
 * placed on its origin, so the app's relative calls reach it as they would reach the API.
 */
export async function startApiTestServer(answer: (request: ApiTestRequest) => ApiTestAnswer) {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const result = answer({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body:
          text && request.headers['content-type']?.startsWith('application/json')
            ? JSON.parse(text)
            : text || undefined,
      });
      if (result === 'drop') return request.socket.destroy();
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  );
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * For a test file whose API answers from the URL alone, or gives every request the same answer: starts the server
 * before the file's tests and stops it after them. Returns the URL of each request it received, emptied after each
 * test.
 */
export function recordingApiServer(answer: ApiTestAnswer | ((request: ApiTestRequest) => ApiTestAnswer)): string[] {
  const requests: string[] = [];
  let server: Awaited<ReturnType<typeof startApiTestServer>> | undefined;
  beforeAll(async () => {
    server = await startApiTestServer((request) => {
      requests.push(request.url);
      return typeof answer === 'function' ? answer(request) : answer;
    });
  });
  afterEach(() => {
    requests.length = 0;
  });
  afterAll(() => server?.close());
  return requests;
}
