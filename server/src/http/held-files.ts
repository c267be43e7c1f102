import { readFile } from 'node:fs/promises';
import type { Encoding } from './content-coding';

/** A served file with its precompressed forms, as read once. */
export interface HeldFile {
  /** The validator of the file as read (size and modification time): a changed file is read again. */
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The shop's first screen is a few hundred kB; this holds every build of a day and Storybook's largest files several times over. */
const LIMIT_BYTES = 48 * 1024 * 1024;
/** Larger files (a video in the media folder) are streamed each time. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const bytesOf = (held: HeldFile) => held.identity.byteLength + (held.encoded.br?.byteLength ?? 0) + (held.encoded.gzip?.byteLength ?? 0);

const held = new Map<string, HeldFile>();
let heldBytes = 0;

/**
 * Files answered from memory (issue 12): a first screen asks for a dozen files at once, and each
 * answered from disk cost a stat of its compressed form, an open and a stream (thread-pool round
 * trips that wait behind a busy machine), which a phone's simulated load counts for every file.
 * The least recently used go first beyond the limit.
 */
export const heldFiles = {
  get(file: string): HeldFile | undefined {
    const found = held.get(file);
    if (found) {
      held.delete(file);
      held.set(file, found);
    }
    return found;
  },

  /** Reads `file`, with the `.br`/`.gz` written beside it when it is `compressible`; null when it is too large to hold or gone. */
  async read(file: string, etag: string, size: number, compressible: boolean): Promise<HeldFile | null> {
    if (size > MAX_FILE_BYTES) return null;
    const variants = compressible ? [readFile(`${file}${SUFFIX.br}`), readFile(`${file}${SUFFIX.gzip}`)] : [];
    const [identity, br, gzip] = await Promise.all([readFile(file), ...variants].map((read) => read.catch(() => undefined)));
    if (!identity) return null;
    const entry: HeldFile = { etag, identity, encoded: { ...(br && { br }), ...(gzip && { gzip }) } };
    const previous = held.get(file);
    if (previous) heldBytes -= bytesOf(previous);
    held.delete(file);
    held.set(file, entry);
    heldBytes += bytesOf(entry);
    for (const [name, oldest] of held) {
      if (heldBytes <= LIMIT_BYTES) break;
      held.delete(name);
      heldBytes -= bytesOf(oldest);
    }
    return entry;
  },
};
