/**
 * docs/requirements/rule-index.md lists every rule of the product specs that states a number, a default, a text, a
 * redirect or an order, with the test that proves it. These functions read its tables and find rows whose test file or
 * test does not exist; tests/lint/rule-index.test.ts runs them in `npm test`.
 */

export interface RuleRow {
  id: string;
  rule: string;
  where: string;
  file: string;
  test: string;
  /** 1-based line in the index, for the report. */
  line: number;
}

const cells = (line: string) => line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The rows of every table whose first cell is a rule id (B1, C12, …). */
export function readRuleRows(markdown: string): RuleRow[] {
  return markdown.split('\n').flatMap((text, index) => {
    if (!/^\|\s*[A-Z]\d+\s*\|/.test(text)) return [];
    const [id = '', rule = '', where = '', file = '', test = ''] = cells(text.trim());
    return [{ id, rule, where, file, test, line: index + 1 }];
  });
}

/** Source text with escaped quotes undone, as the test titles read at run time. */
const unescaped = (source: string) => source.replace(/\\(['"`])/g, '$1');
const regex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `source` declares the test `name`: a story export in a *.stories.tsx file, otherwise the title as a string
 * literal (it/test titles and the rows of it.each tables) in a file that declares tests at all.
 */
export function declaresTest(file: string, source: string, name: string): boolean {
  if (file.endsWith('.stories.tsx')) return new RegExp(`^export const ${regex(name)}\\b`, 'm').test(source);
  if (!/\b(it|test)(\.each\([\s\S]*?\))?\(/.test(source)) return false;
  return new RegExp(`['"\`]${regex(name)}['"\`]`).test(unescaped(source));
}

export interface IndexProblem { line: number; id: string; problem: string }

/** Every row that cannot be proven: no rule text, a missing test file, an undeclared test, a repeated id. */
export function ruleIndexProblems(rows: RuleRow[], read: (file: string) => string | null): IndexProblem[] {
  const problems: IndexProblem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) problems.push({ line: row.line, id: row.id, problem: 'repeats an id' });
    seen.add(row.id);
    if (!row.rule) problems.push({ line: row.line, id: row.id, problem: 'states no rule' });
    if (!row.file || !row.test) {
      problems.push({ line: row.line, id: row.id, problem: 'names no test' });
      continue;
    }
    const source = read(row.file);
    if (source === null) problems.push({ line: row.line, id: row.id, problem: `test file ${row.file} does not exist` });
    else if (!declaresTest(row.file, source, row.test)) problems.push({ line: row.line, id: row.id, problem: `${row.file} declares no test '${row.test}'` });
  }
  return problems;
}
