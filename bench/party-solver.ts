import { proposeMix } from '../engine/features/party/lib/party-solver.ts';
import type { PartyMember } from '../engine/features/party/lib/party.types.ts';
import { demoCapacity, demoTickets } from '../tests/mocks/fixtures/party.ts';

/**
 * Issue 18: the party calculator must answer in < 50 ms for parties up to 12. Times proposeMix
 * (cheapest mix plus the singles comparison) on the demo-like tickets for parties of 1..12 with
 * adults, a student and children of mixed ages, visiting one, two and three museums. Besides wall
 * time it reports the process's CPU time per call: on a shared, overloaded machine the wall clock
 * mostly measures waiting for a core.
 */
const TARGET_MS = 50;
const RUNS = 5;

const partyOf = (size: number): PartyMember[] => Array.from({ length: size }, (_, i): PartyMember =>
  (i % 4 === 3 ? { kind: 'child', age: 3 + ((i * 5) % 15) } : i % 5 === 4 ? { kind: 'reduced' } : i % 4 === 2 && i > 5 ? { kind: 'child', age: 16 } : { kind: 'adult' }));

// Warm-up: the first calls include compiling the solver.
for (let size = 1; size <= 12; size++) proposeMix({ members: partyOf(size), museumIds: [1, 2], tickets: demoTickets(), capacity: demoCapacity() });

const rows: string[] = [];
let worst = 0;
let worstWall = 0;
for (const museumIds of [[1], [1, 2], [1, 2, 3]]) {
  for (let size = 1; size <= 12; size++) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const used = process.cpuUsage();
      proposeMix({ members: partyOf(size), museumIds, tickets: demoTickets(), capacity: demoCapacity() });
      const spent = process.cpuUsage(used);
      times.push(performance.now() - start);
      cpu.push((spent.user + spent.system) / 1000);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    worst = Math.max(worst, median(cpu));
    worstWall = Math.max(worstWall, median(times));
    rows.push(`${museumIds.join('+').padEnd(6)} ${String(size).padStart(2)} people  cpu ${median(cpu).toFixed(1).padStart(7)} ms  wall ${median(times).toFixed(1).padStart(7)} ms`);
  }
}
process.stdout.write(`Party calculator solver (median of ${RUNS}, target < ${TARGET_MS} ms)\n${rows.join('\n')}\n`
  + `worst median: cpu ${worst.toFixed(1)} ms ${worst < TARGET_MS ? '(within target)' : '(OVER TARGET)'}, wall ${worstWall.toFixed(1)} ms\n`);
