// @vitest-environment node
/**
 * `npm run lint` must fail on an import cycle, a dead export and a database query outside a store
 * (issue 15). Each rule is exercised on a throwaway file, so a config change that silently turns
 * one off fails here instead of letting the layout erode.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const run = promisify(execFile);

async function exitCode(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(command, args, { cwd });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-rule-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the server data layer', () => {
  const query = "export const find = (db: Db) => db.selectFrom('orders').selectAll().execute();\nimport type { Db } from '../../db/connect';\n";
  const lint = async (path: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(query, { filePath: join(root, path) });
    return result!.messages.map((message) => message.ruleId);
  };

  it('refuses a Kysely call in a route file', async () => {
    expect(await lint('server/src/features/orders/routes.ts')).toContain('no-restricted-syntax');
  });

  it('allows it in a store', async () => {
    expect(await lint('server/src/features/orders/store.ts')).not.toContain('no-restricted-syntax');
  });
});

describe('whole-tree checks', () => {
  it('dependency-cruiser fails on an import cycle, type-only imports included', async () => {
    const dir = fixture({
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    const result = await exitCode(bin('depcruise'), [dir, '--config', join(root, '.dependency-cruiser.cjs')], root);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('no-circular');
  });

  it('knip fails on a dead export', async () => {
    const dir = fixture({
      'package.json': '{"name":"knip-fixture","private":true,"type":"module"}',
      'knip.json': '{"entry":["index.ts"],"project":["*.ts"]}',
      'index.ts': "import { used } from './lib.ts';\nconsole.log(used);\n",
      'lib.ts': 'export const used = 1;\nexport const deadExport = 2;\n',
    });
    const result = await exitCode(bin('knip'), [], dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('deadExport');
  });
}, 60_000);
