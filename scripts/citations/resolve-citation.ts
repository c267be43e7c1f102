import { inFiles, labelledKey, type Mapping, type Target } from './citation-mapping.ts';
import type { Area } from './file-area.ts';
import type { OldCitation, OldDoc } from './old-citations.ts';

type SpecDoc = 'browsing' | 'cart' | 'endpoints' | 'style' | 'toolchain';

export type Resolution =
  | { ok: true; doc: SpecDoc; replacement: string; rule: string }
  | { ok: false; doc: OldDoc; reason: string };

export type Context = { path: string; area: Area | undefined; mapping: Mapping; previous: Resolution | undefined };

function pickTarget(target: Target, area: Area | undefined): string | undefined {
  if (typeof target === 'string') return target;
  return (area && (target[area.name] ?? target['*'])) ?? target.default;
}

function expand(target: string, area: Area | undefined): string | undefined {
  if (!target.startsWith('@')) return target;
  return area ? `${area.file} ${target.slice(1)}` : undefined;
}

/** The bare "spec §N": sub-sections exist only in the cart spec; heading words decide the rest. */
function bareSpecDoc(c: OldCitation, ctx: Context): 'browsing' | 'cart' | undefined {
  if (c.section.includes('.')) return 'cart';
  for (const doc of ['browsing', 'cart'] as const) {
    if (labelledKey(ctx.mapping, `${doc} §${c.section}`, c.label)) return doc;
  }
  return ctx.area?.bareSpec;
}

function documentOf(c: OldCitation, ctx: Context): { doc?: SpecDoc; rule: string } {
  if (c.doc === null) {
    const before = ctx.previous?.doc;
    if (before && before !== 'spec') return { doc: before, rule: 'continues the citation before it' };
    const headless = ctx.mapping.headless.find((h) => h.paths.some((p) => ctx.path.startsWith(p)));
    if (headless) return { doc: headless.doc, rule: `bare § (${headless.doc} in ${headless.paths.join(', ')})` };
    return { doc: bareSpecDoc(c, ctx), rule: 'bare § (area)' };
  }
  if (c.doc === 'spec') return { doc: bareSpecDoc(c, ctx), rule: c.section.includes('.') ? 'bare spec, sub-section (cart)' : 'bare spec (heading or area)' };
  return { doc: c.doc, rule: `named document (${c.doc})` };
}

/** The new citation for one section of an old document. */
function sectionTarget(doc: SpecDoc, section: string, label: string | undefined, ctx: Context): string | undefined {
  if (doc === 'style') return `house-style.md §${section}`;
  const base = `${doc} §${section}`;
  const key = labelledKey(ctx.mapping, base, label) ?? (ctx.mapping.sections[base] ? base : undefined);
  if (key) {
    const picked = pickTarget(ctx.mapping.sections[key]!, ctx.area);
    return picked && expand(picked, ctx.area);
  }
  if (doc === 'endpoints') return `requirements/api.md §${section}`;
  return undefined;
}

export function resolveOne(c: OldCitation, ctx: Context): Resolution {
  const { doc, rule } = documentOf(c, ctx);
  const override = ctx.mapping.overrides.find((o) =>
    (o.raw === undefined || o.raw === c.raw) &&
    (o.cite === undefined || o.cite === `${doc} §${c.section}`) &&
    (!o.files || inFiles(ctx.path, o.files)) &&
    (!o.context || c.lineText.includes(o.context)));
  if (override) {
    const replacement = override.to.startsWith('text:') ? override.to.slice(5) : override.to;
    const rule = override.files ? 'per-file override' : 'context rule (mapping.json overrides)';
    return { ok: true, doc: doc ?? 'cart', replacement, rule };
  }
  if (!doc) return { ok: false, doc: c.doc, reason: `no document for "${c.raw}" in area ${ctx.area?.name ?? 'none'}` };
  const first = sectionTarget(doc, c.section, c.label, ctx);
  if (!first) return { ok: false, doc, reason: `no target for ${doc} §${c.section}${c.label ? ` '${c.label}'` : ''}` };
  if (first.startsWith('text:')) return { ok: true, doc, replacement: first.slice(5), rule };
  if (!c.until) return { ok: true, doc, replacement: first, rule };
  return resolveRange(c, doc, ctx, rule);
}

/** A range: each old section in it, grouped again by the file it now lives in. */
function resolveRange(c: OldCitation, doc: SpecDoc, ctx: Context, rule: string): Resolution {
  const sections = rangeSections(c.section, c.until!);
  if (!sections) return { ok: false, doc, reason: `range ${c.section}-${c.until} is not within one section` };
  const parts: { file: string; number: string }[] = [];
  for (const section of sections) {
    const target = sectionTarget(doc, section, undefined, ctx);
    const m = target && /^(\S+) §(\S+)$/.exec(target);
    if (!m) return { ok: false, doc, reason: `no target for ${doc} §${section} in a range` };
    const last = parts.at(-1);
    if (!last || last.file !== m[1] || last.number !== m[2]) parts.push({ file: m[1]!, number: m[2]! });
  }
  const groups: { file: string; numbers: string[] }[] = [];
  for (const p of parts) {
    const g = groups.at(-1);
    if (g && g.file === p.file) g.numbers.push(p.number);
    else groups.push({ file: p.file, numbers: [p.number] });
  }
  const text = groups.map((g) => {
    const numbers = g.numbers;
    if (numbers.length === 1) return `${g.file} §${numbers[0]}`;
    return `${g.file} §${numbers[0]}-${numbers.at(-1)}`;
  });
  return { ok: true, doc, replacement: text.join(', '), rule: `${rule}, range` };
}

/** `4.4`..`4.6` → 4.4, 4.5, 4.6; `4`..`5` → 4, 5; undefined when the ends differ in depth or parent. */
function rangeSections(from: string, until: string): string[] | undefined {
  const a = from.split('.');
  const b = until.split('.');
  if (a.length !== b.length || a.length > 2 || (a.length === 2 && a[0] !== b[0])) return undefined;
  const prefix = a.length === 2 ? `${a[0]}.` : '';
  const [first, last] = [Number(a.at(-1)), Number(b.at(-1))];
  if (!(last >= first)) return undefined;
  return Array.from({ length: last - first + 1 }, (_, i) => `${prefix}${first + i}`);
}
