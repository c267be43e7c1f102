/** One queue entry as the admission rule sees it. */
export interface QueueEntry {
  id: number;
  enteredAt: Date;
  admittedAt: Date | null;
  seenAt: Date;
}

export interface QueueRules {
  capacity: number;
  /** A visitor who has not been seen for this long frees the place (settings waitingRoom.visitMinutes). */
  visitMs: number;
  /** A waiter who stopped polling (closed the tab) loses the turn after this long. */
  waiterMs: number;
}

export type Admission =
  | { status: 'visiting'; remaining: number }
  | { status: 'waiting'; position: number; remaining: number };

const isVisiting = (entry: QueueEntry, now: Date, rules: QueueRules) =>
  entry.admittedAt !== null && now.getTime() - entry.seenAt.getTime() < rules.visitMs;

/** A visitor idle for visitMs lost the place: back in line as if entering now. */
export function expireIdle(me: QueueEntry, now: Date, rules: QueueRules): QueueEntry {
  return me.admittedAt !== null && !isVisiting(me, now, rules) ? { ...me, admittedAt: null, enteredAt: now } : me;
}

/**
 * Who may enter (the queue service of requirements/waiting-room.md §4.1 'Waiting room'): first come, first served.
 * A place is taken by every admitted visitor seen within visitMs; free places go to the waiters in
 * the order they entered, skipping those no longer polling. `remaining` is seconds: for a visitor
 * the idle time left, for a waiter an estimate — one visit length per full round of `capacity`
 * visitors ahead.
 */
export function admit(me: QueueEntry, everyone: QueueEntry[], now: Date, rules: QueueRules): Admission {
  const visitSeconds = Math.round(rules.visitMs / 1000);
  if (isVisiting(me, now, rules)) return { status: 'visiting', remaining: visitSeconds };
  const visiting = everyone.filter((entry) => isVisiting(entry, now, rules)).length;
  const free = Math.max(0, rules.capacity - visiting);
  const ahead = everyone.filter((entry) => entry.admittedAt === null && entry.id !== me.id
    && now.getTime() - entry.seenAt.getTime() < rules.waiterMs
    && (entry.enteredAt.getTime() < me.enteredAt.getTime() || (entry.enteredAt.getTime() === me.enteredAt.getTime() && entry.id < me.id))).length;
  if (ahead < free) return { status: 'visiting', remaining: visitSeconds };
  const position = ahead - free + 1;
  return { status: 'waiting', position, remaining: Math.ceil(position / rules.capacity) * visitSeconds };
}
