import type { Db } from '../../db/connect';

/** The version visitors see: the one published last. Null before the first publish. */
export async function liveVersionNumber(db: Db, shopId: number): Promise<number | null> {
  const row = await db.selectFrom('settings_versions').select('number').where('shop_id', '=', shopId)
    .where('published_at', 'is not', null).orderBy('published_at', 'desc').orderBy('number', 'desc').executeTakeFirst();
  return row?.number ?? null;
}

function versionsQuery(db: Db, shopId: number) {
  return db.selectFrom('settings_versions')
    .leftJoin('operators', 'operators.id', 'settings_versions.author_id')
    .select(['settings_versions.number', 'settings_versions.created_at', 'settings_versions.summary',
      'settings_versions.published_at', 'settings_versions.based_on_number', 'operators.name as author_name',
      'operators.email as author_email'])
    .where('settings_versions.shop_id', '=', shopId);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionsQuery>['executeTakeFirstOrThrow']>>;

function versionJson(row: VersionRow, live: number | null) {
  return {
    number: row.number,
    author: row.author_name === null ? null : { name: row.author_name, email: row.author_email! },
    created_at: row.created_at.toISOString(),
    summary: row.summary,
    based_on_number: row.based_on_number,
    published_at: row.published_at?.toISOString() ?? null,
    is_live: row.number === live,
  };
}

export async function listVersions(db: Db, shopId: number) {
  const [rows, live] = await Promise.all([
    versionsQuery(db, shopId).orderBy('settings_versions.number', 'desc').execute(),
    liveVersionNumber(db, shopId),
  ]);
  return rows.map((row) => versionJson(row, live));
}

/** One version with its full data, or undefined when the shop has no such number. */
export async function findVersion(db: Db, shopId: number, number: number) {
  const row = await versionsQuery(db, shopId).where('settings_versions.number', '=', number)
    .select(['settings_versions.settings', 'settings_versions.translations', 'settings_versions.content', 'settings_versions.config'])
    .executeTakeFirst();
  if (!row) return undefined;
  const { settings, translations, content, config } = row;
  return { ...versionJson(row, await liveVersionNumber(db, shopId)), data: { settings, translations, content, config } };
}
