import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A port the OS just said is free. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Everything it wrote (pino JSON lines, errors), for the failure message. */
  output: () => string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** Starts `npm start`'s server (server/src/main.ts) as its own process and waits until /readyz answers 200. */
export async function startApiProcess(env: Record<string, string>, readyWithinMs = 120_000): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  // node --import tsx, as npm start runs it: the tsx CLI wrapper may SIGKILL a child that takes long to drain.
  const child = spawn(resolve(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += String(chunk); });
  child.stderr?.on('data', (chunk: Buffer) => { output += String(chunk); });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    const status = await fetch(`${base}/readyz`).then((response) => response.status, () => 0);
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${readyWithinMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { child, base, output: () => output, exited };
}
