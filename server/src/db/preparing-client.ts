import { createHash } from 'node:crypto';
import pg from 'pg';

/** Prepared statements one connection keeps at most; later new texts run unnamed (parsed and planned each time). */
const MAX_PREPARED = 400;

function isCachedPlanChange(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}

/**
 * A pg client that prepares every parameterised statement once per connection (issue 16): the
 * API sends the same few statements all day, and PostgreSQL spent 0.1–0.4 ms parsing and
 * planning each of them anew, about as long as running them. The name is derived from the SQL
 * text, so the same text reuses the statement; texts without parameters (migrations, begin,
 * commit) stay unnamed. A migration that changes a table's columns under a running process makes
 * PostgreSQL refuse the old statement once ('cached plan must not change result type'); the name
 * is then dropped so the next run prepares anew, and outside a transaction the query is retried
 * unnamed at once (inside one the transaction is already aborted, so the error goes to the caller).
 */
export class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();
  #issued = 0;

  #nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || this.#issued >= MAX_PREPARED) return known;
    // The counter keeps a name unique after an earlier one of the same text was dropped.
    const name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}_${this.#issued}`;
    this.#issued += 1;
    this.#names.set(text, name);
    return name;
  }

  // One signature over pg's overloads, which share no return type; `never` lets it stand for each of them.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const call = super.query as (...args: unknown[]) => never;
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return call.call(this, config, values, callback);
    }
    const name = this.#nameOf(config);
    if (name === undefined) return call.call(this, config, values);
    const named = call.call(this, { name, text: config, values }) as Promise<unknown>;
    return named.catch((error: unknown) => {
      if (!isCachedPlanChange(error)) throw error;
      this.#names.delete(config);
      if (this.getTransactionStatus() !== 'I') throw error;
      return call.call(this, config, values);
    }) as never;
  }
}
