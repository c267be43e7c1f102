import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from '../../http/app-env';
import { CACHE, fileInside, fileResponse } from '../../http/static-files';
import { isCurrent, renderVariant } from './render-variant';
import { isVariant, MEDIA_FILE, VARIANTS } from './variants';

interface MediaVariantOptions {
  /** The pictures served at /media/. */
  mediaRoot: string;
  /** Where crops are kept between requests and restarts (git-ignored `data/`). */
  cacheDir?: string;
}

const isFile = (path: string) => stat(path).then((info) => info.isFile(), () => false);

const DEFAULT_CACHE = resolve(import.meta.dirname, '../../../../data/media-cache');

/**
 * `/media/variants/<variant>/<file>.jpg`: the 3:2 crops the picture JSON names (issue 13), made with
 * sharp on the first request and kept on disk; a request for the same crop while it is being made
 * waits for that one instead of starting another.
 */
export function registerMediaVariants(app: ApiApp, { mediaRoot, cacheDir = process.env.MEDIA_CACHE_DIR ?? DEFAULT_CACHE }: MediaVariantOptions): void {
  const pending = new Map<string, Promise<void>>();
  const ensure = async (source: string, target: string, size: { width: number; height: number }) => {
    if (await isCurrent(source, target)) return;
    let job = pending.get(target);
    if (!job) {
      job = renderVariant(source, target, size).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    await job;
  };

  app.on(['GET', 'HEAD'], '/media/variants/:variant/:file', async (c: Context<AppEnv>) => {
    const variant = c.req.param('variant') ?? '';
    const file = c.req.param('file') ?? '';
    const name = file.replace(/\.jpg$/, '');
    const source = name !== file && MEDIA_FILE.test(name) && isVariant(variant) ? fileInside(mediaRoot, `/${name}`) : null;
    const target = source ? fileInside(cacheDir, `/${variant}/${file}`) : null;
    if (!source || !target || !(await isFile(source))) return c.text('Not found', 404);
    try {
      await ensure(source, target, VARIANTS[variant as keyof typeof VARIANTS]);
    } catch {
      // A source sharp cannot read is no picture we can crop: not found, never a 500.
      return c.text('Not found', 404);
    }
    const response = await fileResponse({
      file: target, method: c.req.method, acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match'), cacheControl: CACHE.revalidate,
    });
    return response ?? c.text('Not found', 404);
  });
}
