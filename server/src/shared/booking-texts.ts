/** The words the e-mails and PDFs use for a booking summary's facts (../booking-summary), per shop language. */
export interface BookingTexts {
  start: string; entry: string; day: string; validFrom: string; startPending: string; participants: string; language: string;
  ageGroup: string; grade: string; voucher: string; couponValue: string; codes: string; posted: string;
  defaultPrice: string; groupPrice: string;
  /** "{count} …" per count unit, singular and plural. */
  units: Record<'tickets' | 'persons' | 'seats' | 'booking' | 'pieces' | 'coupons', [string, string]>;
}

export type BookingLocale = 'de' | 'en' | 'es' | 'fr';

/** Whole phrases per key (house-style.md §12); "{n}" is the count. */
export const BOOKING_TEXTS: Record<BookingLocale, BookingTexts> = {
  de: {
    start: 'Beginn', entry: 'Einlass', day: 'Tag', validFrom: 'Gültig ab', startPending: 'Einlasszeit noch nicht gewählt', participants: 'Teilnehmende',
    language: 'Sprache', ageGroup: 'Altersgruppe', grade: 'Klassenstufe', voucher: 'Gutschein', couponValue: 'Wert',
    codes: 'Gutscheincodes', posted: 'Wird per Post verschickt', defaultPrice: 'Preis', groupPrice: 'Gruppenpreis',
    units: { tickets: ['{n} Ticket', '{n} Tickets'], persons: ['{n} Person', '{n} Personen'], seats: ['{n} Platz', '{n} Plätze'], booking: ['{n} Buchung', '{n} Buchungen'], pieces: ['{n} Stück', '{n} Stück'], coupons: ['{n} Gutschein', '{n} Gutscheine'] },
  },
  en: {
    start: 'Start', entry: 'Entry', day: 'Day', validFrom: 'Valid from', startPending: 'Entry time not chosen yet', participants: 'Participants',
    language: 'Language', ageGroup: 'Age group', grade: 'Grade', voucher: 'Voucher', couponValue: 'Value',
    codes: 'Coupon codes', posted: 'Sent by post', defaultPrice: 'Price', groupPrice: 'Group price',
    units: { tickets: ['{n} ticket', '{n} tickets'], persons: ['{n} person', '{n} people'], seats: ['{n} seat', '{n} seats'], booking: ['{n} booking', '{n} bookings'], pieces: ['{n} piece', '{n} pieces'], coupons: ['{n} coupon', '{n} coupons'] },
  },
  es: {
    start: 'Inicio', entry: 'Entrada', day: 'Día', validFrom: 'Válido desde', startPending: 'Hora de entrada aún no elegida', participants: 'Participantes',
    language: 'Idioma', ageGroup: 'Grupo de edad', grade: 'Curso', voucher: 'Vale', couponValue: 'Valor',
    codes: 'Códigos de vale', posted: 'Se envía por correo postal', defaultPrice: 'Precio', groupPrice: 'Precio de grupo',
    units: { tickets: ['{n} entrada', '{n} entradas'], persons: ['{n} persona', '{n} personas'], seats: ['{n} asiento', '{n} asientos'], booking: ['{n} reserva', '{n} reservas'], pieces: ['{n} unidad', '{n} unidades'], coupons: ['{n} vale', '{n} vales'] },
  },
  fr: {
    start: 'Début', entry: 'Entrée', day: 'Jour', validFrom: 'Valable à partir du', startPending: "Heure d'entrée pas encore choisie", participants: 'Participants',
    language: 'Langue', ageGroup: "Tranche d'âge", grade: 'Niveau scolaire', voucher: 'Bon', couponValue: 'Valeur',
    codes: 'Codes des bons', posted: 'Envoyé par la poste', defaultPrice: 'Prix', groupPrice: 'Prix de groupe',
    units: { tickets: ['{n} billet', '{n} billets'], persons: ['{n} personne', '{n} personnes'], seats: ['{n} place', '{n} places'], booking: ['{n} réservation', '{n} réservations'], pieces: ['{n} pièce', '{n} pièces'], coupons: ['{n} bon', '{n} bons'] },
  },
};

export function bookingLocale(locale: string): BookingLocale {
  return locale in BOOKING_TEXTS ? (locale as BookingLocale) : 'de';
}
