import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import { processMetrics } from '../lib/metrics-registry.js';
import { certificateMetrics, type WatchedCertificates } from './certificate-metrics.js';
import { workQueueMetrics } from './work-queue-metrics.js';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * Prometheus's scrape endpoint, `GET /metrics`, on a port of its own (METRICS_PORT): kept off the public listener
 * so the proxy never exposes it, and answering even while the API drains.
 */
export async function startMetricsServer(input: {
  database: DatabaseHandle;
  config: WatchedCertificates;
  now: () => Date;
  host: string;
  port: number;
}): Promise<MetricsServer> {
  const registry = Registry.merge([
    processMetrics,
    workQueueMetrics(input.database, input.now),
    certificateMetrics(input.config, input.now),
  ]);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(input.port, input.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
