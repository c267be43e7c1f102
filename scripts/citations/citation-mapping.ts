import { readFileSync } from 'node:fs';
import type { Area } from './file-area.ts';

/**
 * Where each old section now lives. A target is a citation (`requirements/cart.md §4.1`), `@§N`
 * (section N of the citing file's own area), `text:…` (the old words give way to plain text), or
 * an object naming a target per area, `*` for any other area and `default` for files of no area.
 */
export type Target = string | ({ default?: string } & Record<string, string>);

/** A fix for one citation the rules get wrong, found by file name and the words around it. */
export type Override = {
  /** File names or path endings; absent = any file. */
  files?: string[];
  /** Text the citation's line must contain. */
  context?: string;
  /** The old citation exactly as written (document words, `§`, number). */
  raw?: string;
  /** Or the old document and section it names, e.g. `browsing §1` (a bare "spec" already resolved). */
  cite?: string;
  to: string;
  why?: string;
};

/** A file made by a generator from other tracked files: never rewritten, generated again instead. */
export type Generated = { file: string; command: string; why?: string };

/** Words around a citation that the citation rules cannot fix (a citation split by code), replaced first. */
export type TextReplacement = { files?: string[]; from: string; to: string; why?: string };

/** Which document a bare `§N` with no document words anywhere near it cites, by path. */
export type Headless = { paths: string[]; doc: 'endpoints' | 'browsing' | 'cart' };

export type Mapping = {
  generated: Generated[];
  textReplacements: TextReplacement[];
  headless: Headless[];
  areas: Area[];
  /** `<doc> §<number>` or `<doc> §<number> <heading words>` (lower case) → target. */
  sections: Record<string, Target>;
  overrides: Override[];
};

const MAPPING_PATH = new URL('./mapping.json', import.meta.url);

export function loadMapping(path: URL = MAPPING_PATH): Mapping {
  return JSON.parse(readFileSync(path, 'utf8')) as Mapping;
}

export const inFiles = (path: string, files: string[]) => files.some((f) => path === f || path.endsWith(`/${f}`));

function normaliseLabel(label: string): string {
  return label.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The heading words start the label and end where one of its words ends (a plural 's' allowed). */
function fits(words: string, heading: string): boolean {
  if (!words.startsWith(heading)) return false;
  const rest = words.slice(heading.length);
  return !/^[a-z0-9]/.test(rest) || /^s(?![a-z0-9])/.test(rest);
}

/** The mapping key whose heading words start the citation's label, longest first. */
export function labelledKey(mapping: Mapping, base: string, label: string | undefined): string | undefined {
  if (!label) return undefined;
  const words = normaliseLabel(label);
  const candidates = Object.keys(mapping.sections)
    .filter((key) => key.startsWith(`${base} `))
    .map((key) => key.slice(base.length + 1))
    .filter((heading) => fits(words, heading))
    .sort((a, b) => b.length - a.length);
  return candidates[0] === undefined ? undefined : `${base} ${candidates[0]}`;
}
