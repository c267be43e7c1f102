import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, depth first, each once. */
export function withImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [chunk, ...chunk.imports.flatMap((file) => {
    const imported = bundle[file];
    return imported?.type === 'chunk' ? withImports(bundle, imported, seen) : [];
  })];
}
