import PDFDocument from 'pdfkit';

/** A6 landscape: one ticket per page prints on A4 too and reads well on a phone. */
export const A6_LANDSCAPE: [number, number] = [419.53, 297.64];

export function createPdf(title: string, size: [number, number] | 'A4' = A6_LANDSCAPE): PDFKit.PDFDocument {
  return new PDFDocument({ size, margin: 24, autoFirstPage: false, info: { Title: title, Creator: 'Museum shop' } });
}

/** Ends the document and collects its bytes. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
