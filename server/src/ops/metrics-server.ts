import { createServer, type Server } from 'node:http';

/** What a scrape returns: the exposition text and its content type. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * GET /metrics on its own port, so the shop's public port never exposes it: bind it to
 * 127.0.0.1 or a private interface the Prometheus server reaches (docs/deploy.md).
 */
export function startMetricsServer(source: MetricsSource, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': source.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${String(error)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
