const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** "Führung am Fluss" → "Fuehrung-am-Fluss": a file name every system and mail client keeps. */
function asciiName(title: string): string {
  const spelled = title.replace(/[äöüÄÖÜß]/g, (char) => SPELLED[char]!).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return spelled.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'document';
}

/** The readable name in full, for clients that read RFC 6266's filename* (UTF-8). */
function utf8Name(title: string): string {
  const readable = title.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'document';
  return encodeURIComponent(readable).replace(/['()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition of a document: inline for the view, attachment for the download link (issue 20),
 * both named after what was booked and the order ("Gruppenfuehrung-42.pdf"), with the UTF-8 name beside.
 */
export function pdfDisposition(title: string, orderId: number, download: boolean): string {
  const ascii = `${asciiName(title)}-${orderId}.pdf`;
  const utf8 = `${utf8Name(title)}-${orderId}.pdf`;
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
