import { seedDemoDataIfEmpty } from '../db/seed/seed-demo';
import { createTestServer, type TestServer } from './test-server';

/** The fixed "now" of demo-data tests: a Tuesday morning in Berlin, early in the seeded season. */
const DEMO_NOW = new Date('2026-12-01T09:00:00+01:00');

/**
 * A test server over the demo shops (the data a client meets on a fresh install), seeded for
 * and clocked at `now`, so no answer depends on the wall clock.
 */
export async function createDemoServer(now: Date = DEMO_NOW): Promise<TestServer> {
  const server = await createTestServer((db) => seedDemoDataIfEmpty(db, { log: () => {}, now }));
  let offset = 0;
  server.deps.now = () => new Date(now.getTime() + offset);
  server.advance = (ms) => { offset += ms; };
  return server;
}
