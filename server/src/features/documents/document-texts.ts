import type { DocumentLocale } from './document-data';

export interface DocumentTexts {
  ticket: string; date: string; location: string; price: string; attendee: string; order: string; reference: string;
  openDated: string; annualFrom: string; unit: string; eventBooking: string; tourBooking: string; language: string;
  duration: string; minutes: string; total: string; quantity: string; coupon: string; code: string; value: string;
  validUntil: string; forTicket: string; scanHint: string;
}

/** Printed texts in the shop's four languages. @see requirements/settings.md §1.2 */
export const DOCUMENT_TEXTS: Record<DocumentLocale, DocumentTexts> = {
  de: {
    ticket: 'Eintrittskarte', date: 'Datum', location: 'Ort', price: 'Preis', attendee: 'Name', order: 'Bestellung',
    reference: 'Referenz', openDated: 'ohne festes Datum', annualFrom: 'gültig ab', unit: 'Ticket', eventBooking: 'Buchungsbestätigung Veranstaltung',
    tourBooking: 'Buchungsbestätigung Führung', language: 'Sprache', duration: 'Dauer', minutes: 'Min.', total: 'Gesamt',
    quantity: 'Anzahl', coupon: 'Gutschein', code: 'Gutscheincode', value: 'Wert', validUntil: 'gültig bis',
    forTicket: 'einzulösen für', scanHint: 'Bitte beim Einlass vorzeigen (ausgedruckt oder auf dem Smartphone).',
  },
  en: {
    ticket: 'Admission ticket', date: 'Date', location: 'Location', price: 'Price', attendee: 'Name', order: 'Order',
    reference: 'Reference', openDated: 'open date', annualFrom: 'valid from', unit: 'Ticket', eventBooking: 'Event booking confirmation',
    tourBooking: 'Tour booking confirmation', language: 'Language', duration: 'Duration', minutes: 'min', total: 'Total',
    quantity: 'Quantity', coupon: 'Coupon', code: 'Coupon code', value: 'Value', validUntil: 'valid until',
    forTicket: 'redeemable for', scanHint: 'Please show at the entrance (printed or on your phone).',
  },
  es: {
    ticket: 'Entrada', date: 'Fecha', location: 'Lugar', price: 'Precio', attendee: 'Nombre', order: 'Pedido',
    reference: 'Referencia', openDated: 'sin fecha fija', annualFrom: 'válida desde', unit: 'Entrada', eventBooking: 'Confirmación de reserva del evento',
    tourBooking: 'Confirmación de reserva de la visita guiada', language: 'Idioma', duration: 'Duración', minutes: 'min', total: 'Total',
    quantity: 'Cantidad', coupon: 'Vale', code: 'Código del vale', value: 'Valor', validUntil: 'válido hasta',
    forTicket: 'canjeable por', scanHint: 'Muéstrela en la entrada (impresa o en el móvil).',
  },
  fr: {
    ticket: "Billet d'entrée", date: 'Date', location: 'Lieu', price: 'Prix', attendee: 'Nom', order: 'Commande',
    reference: 'Référence', openDated: 'sans date fixe', annualFrom: 'valable à partir du', unit: 'Billet', eventBooking: "Confirmation de réservation de l'événement",
    tourBooking: 'Confirmation de réservation de la visite guidée', language: 'Langue', duration: 'Durée', minutes: 'min', total: 'Total',
    quantity: 'Quantité', coupon: 'Bon', code: 'Code du bon', value: 'Valeur', validUntil: "valable jusqu'au",
    forTicket: 'échangeable contre', scanHint: "Veuillez le présenter à l'entrée (imprimé ou sur votre téléphone).",
  },
};

export function documentLocale(locale: string): DocumentLocale {
  return locale in DOCUMENT_TEXTS ? (locale as DocumentLocale) : 'de';
}
