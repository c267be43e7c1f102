import { describe, expect, it } from 'vitest';
import { contentPageKind, safeNamespace, startsWithHeading } from './content-page.ts';

describe('contentPageKind', () => {
  const content = { agb: '<p>AGB</p>', faq: '<p>FAQ</p>' };
  it('shows pages that have content', () => expect(contentPageKind('agb', content)).toBe('content'));
  it('treats a page without content as not found', () => expect(contentPageKind('impressum', content)).toBe('notFound'));
  it('never renders unknown ids from content', () => expect(contentPageKind('other', { other: 'x' })).toBe('notFound'));
  it('routes error to the namespace texts', () => expect(contentPageKind('error', content)).toBe('error'));
});

describe('safeNamespace', () => {
  it('defaults to 404 and rejects odd input', () => {
    expect(safeNamespace(null)).toBe('404');
    expect(safeNamespace('museum.error')).toBe('museum.error');
    expect(safeNamespace('a b<script>')).toBe('404');
  });
});

describe('startsWithHeading', () => {
  it('detects a leading h1-h3', () => {
    expect(startsWithHeading(' <h2>AGB</h2><p>x</p>')).toBe(true);
    expect(startsWithHeading('<p>x</p><h2>y</h2>')).toBe(false);
    expect(startsWithHeading(undefined)).toBe(false);
  });
});
