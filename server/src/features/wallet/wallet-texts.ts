import type { DocumentLocale } from '../documents/document-data';

export interface WalletTexts { museum: string; holder: string; unit: string; demo: string; demoNote: string; organizer: string; barcode: string }

/**
 * The pass's own labels in the shop's four languages; the labels it shares with the PDF (date,
 * price, order …) come from DOCUMENT_TEXTS so both documents say the same. @see requirements/settings.md §1.2
 */
export const WALLET_TEXTS: Record<DocumentLocale, WalletTexts> = {
  de: {
    museum: 'Museum', holder: 'Inhaber', unit: 'Ticket', demo: 'DEMO', organizer: 'Veranstalter', barcode: 'Ticketcode',
    demoNote: 'Demo-Pass: mit einem selbst erzeugten Demo-Zertifikat signiert, nicht mit dem Zertifikat des Museums.',
  },
  en: {
    museum: 'Museum', holder: 'Holder', unit: 'Ticket', demo: 'DEMO', organizer: 'Organiser', barcode: 'Ticket code',
    demoNote: "Demo pass: signed with a generated demo certificate, not the museum's own certificate.",
  },
  es: {
    museum: 'Museo', holder: 'Titular', unit: 'Entrada', demo: 'DEMO', organizer: 'Organizador', barcode: 'Código de la entrada',
    demoNote: 'Pase de demostración: firmado con un certificado de demostración generado, no con el certificado del museo.',
  },
  fr: {
    museum: 'Musée', holder: 'Titulaire', unit: 'Billet', demo: 'DÉMO', organizer: 'Organisateur', barcode: 'Code du billet',
    demoNote: 'Pass de démonstration : signé avec un certificat de démonstration généré, et non avec le certificat du musée.',
  },
};
