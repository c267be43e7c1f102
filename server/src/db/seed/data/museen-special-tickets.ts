import type { TicketData } from '../tickets';
import { party, texts } from './ticket-texts';

const allHouses = ['kunsthalle', 'naturkunde', 'stadtgeschichte'];
const tueSun = [0, 2, 3, 4, 5, 6];

/** One of each special ticket kind the spec names, spread over the three houses. */
export const museenSpecialTickets: TicketData[] = [
  { key: 'kunsthalle-flex', type: 'normal', free_timing: true, museums: ['kunsthalle'], price_cents: 1600, vat_pct: 0, weekdays: tueSun, quotas: ['kunsthalle-day'],
    title: { de: 'Flexticket Kunsthalle', en: 'Kunsthalle flex ticket', es: 'Entrada flexible Kunsthalle', fr: 'Billet flexible Kunsthalle' },
    description: { de: '<p>Ohne festen Termin: gültig an einem beliebigen Öffnungstag innerhalb von 12 Monaten ab Kauf, ohne Zeitfenster.</p>', en: '<p>No fixed date: valid on any opening day within 12 months of purchase, without a time slot.</p>', es: '<p>Sin fecha fija: válida cualquier día de apertura durante 12 meses desde la compra, sin franja horaria.</p>', fr: '<p>Sans date fixe : valable n’importe quel jour d’ouverture dans les 12 mois suivant l’achat, sans créneau.</p>' } },
  { key: 'annual', type: 'annual', personalizeable: true, photo_mandatory: 'mandatory', shipped_with: 'versand', museums: allHouses, price_cents: 6500, vat_pct: 0,
    title: { de: 'Jahreskarte Museen am Fluss', en: 'Museen am Fluss annual pass', es: 'Pase anual Museen am Fluss', fr: 'Abonnement annuel Museen am Fluss' },
    sub_title: { de: '12 Monate freier Eintritt in alle drei Häuser', en: '12 months of free entry to all three houses', es: '12 meses de entrada libre a los tres museos', fr: '12 mois d’entrée libre dans les trois musées' },
    description: { de: '<p>Persönliche Karte mit Foto; wir senden sie Ihnen per Post zu.</p>', en: '<p>A personal card with photo, sent to you by post.</p>', es: '<p>Tarjeta personal con foto que le enviamos por correo.</p>', fr: '<p>Carte personnelle avec photo, envoyée par la poste.</p>' } },
  // The bundle: one price, two entries, each sub-ticket drawing from its own quota.
  { key: 'urzeit-sub', type: 'time_slot', is_sub_ticket: true, museums: ['naturkunde'], exhibitions: ['naturkunde-urzeit'], price_cents: 0, vat_pct: 7,
    first_entry: 540, last_entry: 1020, entry_duration: 60, quotas: ['urzeit-slots'],
    title: { de: 'Urzeit-Saal', en: 'Prehistory Hall', es: 'Sala de la Prehistoria', fr: 'Salle de la préhistoire' } },
  { key: 'planetarium-sub', type: 'time_slot', is_sub_ticket: true, museums: ['naturkunde'], exhibitions: ['naturkunde-planetarium'], price_cents: 0, vat_pct: 7,
    first_entry: 660, last_entry: 930, entry_duration: 90, quotas: ['planetarium'],
    title: { de: 'Planetariumsshow', en: 'Planetarium show', es: 'Sesión de planetario', fr: 'Séance de planétarium' } },
  { key: 'bundle', type: 'normal', museums: ['naturkunde'], price_cents: 1800, vat_pct: 7, sub_tickets: { 'urzeit-sub': 1, 'planetarium-sub': 1 }, quotas: ['naturkunde-day'],
    title: { de: 'Urzeit & Sterne', en: 'Prehistory & Stars', es: 'Prehistoria y estrellas', fr: 'Préhistoire et étoiles' },
    sub_title: { de: 'Ausstellung + Planetariumsshow', en: 'Exhibition + planetarium show', es: 'Exposición + sesión de planetario', fr: 'Exposition + séance de planétarium' },
    description: { de: '<p>Wählen Sie je eine Einlasszeit für den Urzeit-Saal und die Planetariumsshow.</p>', en: '<p>Choose one entry time for the Prehistory Hall and one for the planetarium show.</p>', es: '<p>Elija una hora de entrada para la Sala de la Prehistoria y otra para el planetario.</p>', fr: '<p>Choisissez un horaire pour la salle de la préhistoire et un pour le planétarium.</p>' } },
  { key: 'combi-two', type: 'normal', museums: ['kunsthalle', 'naturkunde'], price_cents: 2000, party: party.adult, vat_pct: 7, weekdays: tueSun, quotas: ['combi'],
    title: { de: 'Kombiticket Kunst & Natur', en: 'Combined ticket art & nature', es: 'Entrada combinada arte y naturaleza', fr: 'Billet combiné art et nature' },
    sub_title: { de: 'Kunsthalle + Naturkundemuseum', en: 'Kunsthalle + Natural History Museum', es: 'Kunsthalle + Museo de Historia Natural', fr: 'Kunsthalle + Muséum' } },
  { key: 'combi-all', type: 'normal', museums: allHouses, price_cents: 2400, party: party.adult, vat_pct: 7, weekdays: tueSun, quotas: ['combi'],
    title: { de: 'Kombiticket alle drei Häuser', en: 'Combined ticket for all three houses', es: 'Entrada combinada para los tres museos', fr: 'Billet combiné pour les trois musées' } },
  { key: 'combi-all-reduced', type: 'normal', museums: allHouses, price_cents: 1600, party: party.reduced, vat_pct: 7, weekdays: tueSun, quotas: ['combi'], identification: true, description: texts.reducedInfo,
    title: { de: 'Kombiticket alle drei Häuser ermäßigt', en: 'Combined ticket all three houses, reduced', es: 'Entrada combinada tres museos, reducida', fr: 'Billet combiné trois musées, tarif réduit' } },
  { key: 'kunsthalle-group', type: 'normal', museums: ['kunsthalle'], price_cents: 1000, party: party.adult, vat_pct: 0, weekdays: tueSun, min_persons: 10, max_persons: 25, quotas: ['kunsthalle-day'],
    title: { de: 'Gruppenticket Kunsthalle', en: 'Kunsthalle group ticket', es: 'Entrada de grupo Kunsthalle', fr: 'Billet de groupe Kunsthalle' },
    sub_title: { de: '10 bis 25 Personen, Preis pro Person', en: '10 to 25 people, price per person', es: 'De 10 a 25 personas, precio por persona', fr: 'De 10 à 25 personnes, prix par personne' } },
  { key: 'kunsthalle-preview', type: 'normal', museums: ['kunsthalle'], exhibitions: ['kunsthalle-farbraeume'], price_cents: 2200, vat_pct: 0, attendees: 'required',
    first_entry: 1110, weekdays: [4], valid: [0, 60], quotas: ['kunsthalle-day'],
    title: { de: 'Abendführung „Farbräume“ mit Namensliste', en: 'Evening viewing “Colour Spaces” with guest list', es: 'Visita nocturna «Espacios de color» con lista de invitados', fr: 'Visite du soir « Espaces de couleur » sur liste' },
    description: { de: '<p>Donnerstags um 18:30 Uhr; bitte geben Sie für jede Person den Namen an.</p>', en: '<p>Thursdays at 6.30 pm; please give the name of every guest.</p>', es: '<p>Los jueves a las 18:30; indique el nombre de cada persona.</p>', fr: '<p>Le jeudi à 18 h 30 ; merci d’indiquer le nom de chaque personne.</p>' } },
  { key: 'kunsthalle-vip', type: 'normal', museums: ['kunsthalle'], price_cents: 900, vat_pct: 0, audiences: [2], free_timing: true, quotas: ['kunsthalle-day'],
    title: { de: 'VIP-Ticket Kunsthalle', en: 'Kunsthalle VIP ticket', es: 'Entrada VIP Kunsthalle', fr: 'Billet VIP Kunsthalle' },
    sub_title: { de: 'Jederzeit gültig – nur für Freundeskreis-Mitglieder', en: 'Valid any time – members of the friends’ circle only', es: 'Válida en cualquier momento, solo para miembros del círculo de amigos', fr: 'Valable à tout moment – réservé aux Amis du musée' },
    description: { de: '<p>Freier Einlass an jedem Öffnungstag, ohne Zeitfenster.</p>', en: '<p>Free entry on any opening day, without a time slot.</p>', es: '<p>Entrada libre cualquier día de apertura, sin franja horaria.</p>', fr: '<p>Entrée libre chaque jour d’ouverture, sans créneau.</p>' } },
];
