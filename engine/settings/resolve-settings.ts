import type { ErrorObject } from 'ajv';
import { DEFAULT_SETTINGS } from './defaults.gen';
import { describeSettingsError } from './describe-settings-error';
import { getAtPointer, isWithin, joinPointer, parsePointer } from './json-pointer';
import { mergeOverDefaults } from './merge-over-defaults';
import type { ShopSettings } from './settings.gen';
import { validateShopSettings } from './validate-settings.gen.js';

/**
 * One thing wrong with the stored settings. `path` is a JSON Pointer into the settings
 * ("/menu/pageSizes/events"); `value` is what the server sent there. Errors were replaced by the
 * nearest default (or, inside a list, the item was dropped); warnings (unknown keys) were kept.
 */
export interface SettingsProblem {
  path: string;
  message: string;
  value: unknown;
  severity: 'error' | 'warning';
}

/** The outcome of {@link resolveSettings}: usable settings plus everything that had to be repaired. */
export interface ResolvedSettings {
  settings: ShopSettings;
  problems: SettingsProblem[];
}

/** Each pass repairs every error found; nesting depth bounds the cascade, so this is never reached in practice. */
const MAX_PASSES = 32;

/**
 * Turns the settings stored on the server (shop.settings of GET /api/v4/shop) into complete,
 * valid settings, so the shop runs whatever an operator saved (house-style.md §10: validate once
 * at the boundary, keep running, report).
 *
 * 1. Deep-merges `raw` over the schema defaults (objects merge, arrays and scalars replace).
 * 2. Validates with the precompiled validator, which also fills defaults inside array items.
 * 3. Removes every invalid value; the next pass puts back the default of that property. A
 *    property without a default (a required one such as a ticket group's name) makes its parent
 *    invalid in turn, so the repair climbs to the nearest property that has a default; an invalid
 *    list item is dropped from its list rather than resetting the whole list.
 * 4. Unknown keys stay in place (a newer server may know more settings) and are reported as warnings.
 *
 * Pure: `raw` is not modified and the result shares nothing with DEFAULT_SETTINGS.
 */
export function resolveSettings(raw: unknown): ResolvedSettings {
  const problems: SettingsProblem[] = [];
  let input: Record<string, unknown> = {};
  if (isPlainObject(raw)) input = raw;
  else if (raw !== undefined && raw !== null) {
    problems.push({ path: '', message: 'settings must be an object; all defaults used', value: raw, severity: 'error' });
  }
  const data = mergeOverDefaults(structuredClone(DEFAULT_SETTINGS), input) as Record<string, unknown>;

  const reported = new Set<string>();
  const removed = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES && !validateShopSettings(data); pass += 1) {
    const targets = new Set<string>();
    for (const error of validateShopSettings.errors ?? []) {
      const path = errorPath(error);
      if (error.keyword === 'additionalProperties') {
        report(problems, reported, { path, message: `${describeSettingsError(error)} (kept, not used by this shop version)`, value: getAtPointer(data, path), severity: 'warning' });
        continue;
      }
      // A missing required property we removed ourselves is the cascade, not a new problem.
      const isCascade = error.keyword === 'required' && removed.has(path);
      if (!isCascade) report(problems, reported, { path, message: describeSettingsError(error), value: getAtPointer(data, path), severity: 'error' });
      targets.add(error.keyword === 'required' ? error.instancePath : path);
    }
    if (targets.size === 0) break;
    for (const target of outermost(targets)) removed.add(target);
    removeAll(data, outermost(targets));
  }
  return { settings: data as unknown as ShopSettings, problems };
}

/** Where the error is: the offending property for required/unknown keys, else the value itself. */
function errorPath(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${error.instancePath}${joinPointer([String(params.missingProperty)])}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}${joinPointer([String(params.additionalProperty)])}`;
  return error.instancePath;
}

function report(problems: SettingsProblem[], reported: Set<string>, problem: SettingsProblem): void {
  const key = `${problem.severity}:${problem.path}:${problem.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  problems.push(problem);
}

/** Drops pointers inside other pointers of the set: removing the outer value removes them too. */
function outermost(pointers: Set<string>): string[] {
  const all = [...pointers];
  return all.filter((pointer) => !all.some((other) => other !== pointer && isWithin(pointer, other)));
}

/**
 * Removes the values at the given pointers. Array items go last and from the highest index down,
 * so indexes reported by one validation pass stay valid while removing.
 */
function removeAll(root: Record<string, unknown>, pointers: string[]): void {
  const arrayRemovals: Array<{ list: unknown[]; index: number }> = [];
  for (const pointer of pointers) {
    const parts = parsePointer(pointer);
    const key = parts.pop();
    const parent = getAtPointer(root, joinPointer(parts));
    if (key === undefined) {
      // The root itself is invalid: start again from the defaults.
      for (const own of Object.keys(root)) delete root[own];
      Object.assign(root, structuredClone(DEFAULT_SETTINGS));
    } else if (Array.isArray(parent)) arrayRemovals.push({ list: parent, index: Number(key) });
    else if (isPlainObject(parent)) delete parent[key];
  }
  arrayRemovals.sort((a, b) => b.index - a.index).forEach(({ list, index }) => list.splice(index, 1));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
