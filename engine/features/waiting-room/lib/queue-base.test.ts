import { describe, expect, it } from 'vitest';
import { queueBaseOf } from './queue-base.ts';

describe('queue base URL (requirements/waiting-room.md §7.1 {host}/{shop}/{action})', () => {
  it('names the shop by the first label of the API host', () => {
    expect(queueBaseOf('https://queue.example/', 'https://museen.gomus.example/api/v4', 'shop.example')).toBe('https://queue.example/museen');
  });

  it('uses the page host when the API base is relative', () => {
    expect(queueBaseOf('/queue', '/api/v4', 'stadtmuseum.localhost:3000')).toBe('/queue/stadtmuseum');
  });

  it('keeps loopback addresses usable', () => {
    expect(queueBaseOf('/queue', 'http://127.0.0.1:4310/api/v4', '127.0.0.1:4310')).toBe('/queue/127');
  });
});
