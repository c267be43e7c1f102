import bwipjs from 'bwip-js/node';

/** QR code PNG (BWIPP's default error correction M survives a crease or a scratched phone screen). */
export function qrPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 8, paddingwidth: 4, paddingheight: 4 });
}

/** CODE 39 PNG for scanners that read linear codes only. @see requirements/api.md §8.4 (SMB prints CODE 39) */
export function code39Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code39', text: text.toUpperCase(), scale: 3, height: 10 });
}
