// @vitest-environment node
/**
 * Issue 20: every rule of the product specs that states a number, default, text, redirect or order is listed in
 * docs/requirements/rule-index.md with the test that proves it. This fails when a listed rule names a test file or a
 * test that does not exist — and proves on made-up rows that the check can fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaresTest, readRuleRows, ruleIndexProblems } from '../../scripts/rule-index/rule-index.ts';

const root = resolve(import.meta.dirname, '../..');
const readRepo = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null);

describe('the rule → test index', () => {
  const rows = readRuleRows(readFileSync(join(root, 'docs/requirements/rule-index.md'), 'utf8'));

  it('lists the rules of both specs', () => {
    expect(rows.filter((row) => row.id.startsWith('B')).length).toBeGreaterThan(200);
    expect(rows.filter((row) => row.id.startsWith('C')).length).toBeGreaterThan(150);
  });

  it('names an existing test for every rule', () => {
    expect(ruleIndexProblems(rows, readRepo).map((problem) => `rule-index.md:${problem.line} ${problem.id} ${problem.problem}`)).toEqual([]);
  });

  it('reports a missing file, an undeclared test, a rule without a test and a repeated id', () => {
    const made = readRuleRows([
      '| # | Rule | Where | Test file | Test |', '|---|---|---|---|---|',
      '| X1 | A rule. | here | nowhere.test.ts | something |',
      '| X2 | A rule. | here | engine/shared/lib/truncate.test.ts | a title nobody wrote |',
      '| X3 | A rule. | here |  |  |',
      '| X3 | A rule with a \\| bar. | here | engine/shared/lib/truncate.test.ts | keeps text at or below the limit |',
    ].join('\n'));
    expect(made[3]!.rule).toBe('A rule with a | bar.');
    expect(ruleIndexProblems(made, readRepo).map((problem) => `${problem.id} ${problem.problem}`)).toEqual([
      'X1 test file nowhere.test.ts does not exist',
      "X2 engine/shared/lib/truncate.test.ts declares no test 'a title nobody wrote'",
      'X3 names no test',
      'X3 repeats an id',
    ]);
  });

  it('reads story exports, test titles with escaped quotes and the rows of it.each tables', () => {
    expect(declaresTest('a.stories.tsx', 'export const Default: Story = {};', 'Default')).toBe(true);
    expect(declaresTest('a.stories.tsx', 'export const DefaultView: Story = {};', 'Default')).toBe(false);
    expect(declaresTest('a.test.ts', "it('the shop\\'s name', () => {});", "the shop's name")).toBe(true);
    expect(declaresTest('a.test.ts', "const rows = [['a row title', 1]];\nit.each(rows)('%s', () => {});", 'a row title')).toBe(true);
    expect(declaresTest('a.test.ts', "const text = 'a title';", 'a title')).toBe(false);
  });
});
