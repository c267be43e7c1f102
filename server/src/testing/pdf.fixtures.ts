import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const MISSING = 'pdftoppm/pdftotext (Debian poppler-utils) is missing: run scripts/ensure-chromium.sh or apt-get install -y poppler-utils';

/** Test-only. Throws (never skips) when poppler is missing, so CI cannot pass without checking the barcodes. */
function poppler(tool: 'pdftoppm' | 'pdftotext', args: string[]): void {
  try {
    execFileSync(tool, args, { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(MISSING, { cause: error });
    throw error;
  }
}

function withTempPdf<T>(pdf: Buffer, work: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rasterises one page at 150 dpi, as a phone camera or a print would see it, and reads its QR code. */
export function decodeQrOnPage(pdf: Buffer, page: number): string | null {
  return withTempPdf(pdf, (dir, file) => {
    poppler('pdftoppm', ['-r', '150', '-png', '-f', String(page), '-l', String(page), '-singlefile', file, join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
  });
}

/** The text layer of the whole document, pages separated by form feeds. */
export function pdfToText(pdf: Buffer): string {
  return withTempPdf(pdf, (dir, file) => {
    poppler('pdftotext', ['-layout', file, join(dir, 'doc.txt')]);
    return readFileSync(join(dir, 'doc.txt'), 'utf8');
  });
}

export function pageCount(pdf: Buffer): number {
  return pdfToText(pdf).split('\f').filter((page) => page.trim() !== '').length;
}
