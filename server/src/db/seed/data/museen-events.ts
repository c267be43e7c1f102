import type { EventData } from '../events';
import { INSTITUTIONS_AUDIENCE } from '../special-prices';

const cat1 = { id: 1, title: { de: 'Kategorie I', en: 'Category I', es: 'Categoría I', fr: 'Catégorie I' } };
const cat2 = { id: 2, title: { de: 'Kategorie II', en: 'Category II', es: 'Categoría II', fr: 'Catégorie II' } };
const adult = { de: 'Erwachsene', en: 'Adults', es: 'Adultos', fr: 'Adultes' };
const reduced = { de: 'Ermäßigt', en: 'Reduced', es: 'Reducida', fr: 'Tarif réduit' };

export const museenEvents: EventData[] = [
  { key: 'konzert', museum: 'kunsthalle', image: 'event-konzert', featured: true, category: 'concert', languages: ['de'], tags: ['evening'], vat_pct: 7, seated: true,
    title: { de: 'Konzert im Lichthof', en: 'Concert in the atrium', es: 'Concierto en el patio de luz', fr: 'Concert dans l’atrium' },
    sub_title: { de: 'Kammermusik zwischen den Bildern', en: 'Chamber music among the paintings', es: 'Música de cámara entre los cuadros', fr: 'Musique de chambre parmi les tableaux' },
    description: { de: '<p>Jeden Freitag spielt ein Ensemble der Musikhochschule im Lichthof. Platzwahl im Saalplan.</p>', en: '<p>Every Friday an ensemble from the music academy plays in the atrium. Choose your seat on the seating plan.</p>', es: '<p>Cada viernes, un conjunto del conservatorio toca en el patio. Elija su asiento en el plano.</p>', fr: '<p>Chaque vendredi, un ensemble du conservatoire joue dans l’atrium. Choisissez votre place sur le plan.</p>' },
    prices: [
      { title: adult, seat_category: cat1, price_cents: 2800 }, { title: reduced, seat_category: cat1, price_cents: 1900 },
      { title: adult, seat_category: cat2, price_cents: 2000 }, { title: reduced, seat_category: cat2, price_cents: 1400 },
    ],
    schedule: { weekdays: [5], times: [1170], duration: 90, seats_max: 72, max_per_registration: 8 } },
  { key: 'vortrag', museum: 'kunsthalle', exhibition: 'kunsthalle-farbraeume', image: 'event-vortrag', category: 'talk', languages: ['de', 'en'], tags: ['evening'], vat_pct: 7,
    title: { de: 'Abendvortrag: Farbe und Raum', en: 'Evening talk: colour and space', es: 'Conferencia: color y espacio', fr: 'Conférence : couleur et espace' },
    sub_title: { de: 'Mit der Kuratorin der Ausstellung', en: 'With the exhibition’s curator', es: 'Con la comisaria de la exposición', fr: 'Avec la commissaire de l’exposition' },
    description: { de: '<p>Ein Blick hinter die Kulissen der Sonderausstellung „Farbräume“.</p>', en: '<p>A look behind the scenes of the special exhibition “Colour Spaces”.</p>', es: '<p>Una mirada entre bastidores a la exposición «Espacios de color».</p>', fr: '<p>Les coulisses de l’exposition « Espaces de couleur ».</p>' },
    // requirements/accounts.md §6.4: schools and institutions (the demo customer's institution address) pay less.
    prices: [
      { title: adult, price_cents: 800, audiences: { [INSTITUTIONS_AUDIENCE]: 600 } },
      { title: reduced, price_cents: 500, audiences: { [INSTITUTIONS_AUDIENCE]: 400 }, description: { de: 'Mit Nachweis', en: 'With proof', es: 'Con justificante', fr: 'Sur justificatif' } },
    ],
    schedule: { weekdays: [4], times: [1110], duration: 60, seats_max: 60, max_per_registration: 4 } },
  { key: 'nacht', museum: 'naturkunde', image: 'event-nacht', featured: true, category: 'special', languages: ['de'], tags: ['evening'], vat_pct: 7,
    ticketsInShop: ['naturkunde-day-adult', 'naturkunde-day-reduced', 'naturkunde-day-child'], prices: [],
    title: { de: 'Lange Nacht im Naturkundemuseum', en: 'Long night at the Natural History Museum', es: 'Larga noche en el Museo de Historia Natural', fr: 'Longue nuit au muséum' },
    sub_title: { de: 'Mit Taschenlampe durch die Säle', en: 'Through the halls by torchlight', es: 'Por las salas con linterna', fr: 'Visite des salles à la lampe de poche' },
    description: { de: '<p>Einmal im Monat bleibt das Museum bis Mitternacht geöffnet. Eintritt mit einer regulären Tageskarte.</p>', en: '<p>Once a month the museum stays open until midnight. Entry with a regular day ticket.</p>', es: '<p>Una vez al mes el museo abre hasta medianoche. Entrada con la entrada de día normal.</p>', fr: '<p>Une fois par mois, le muséum reste ouvert jusqu’à minuit. Entrée avec un billet journée.</p>' },
    schedule: { weekdays: [6], times: [1140], duration: 300, seats_max: 250, monthly: true } },
  { key: 'werkstatt', museum: 'naturkunde', exhibition: 'naturkunde-urzeit', image: 'event-kinder', category: 'workshop', languages: ['de', 'en'], tags: ['hands-on'], vat_pct: 7,
    title: { de: 'Familienwerkstatt: Fossilien gießen', en: 'Family workshop: casting fossils', es: 'Taller familiar: moldear fósiles', fr: 'Atelier en famille : mouler des fossiles' },
    sub_title: { de: 'Für Kinder ab 6 mit Begleitung', en: 'For children aged 6+ with an adult', es: 'Para niños desde 6 años acompañados', fr: 'Pour enfants dès 6 ans accompagnés' },
    description: { de: '<p>Wir gießen Ammoniten und Trilobiten in Gips – zum Mitnehmen.</p>', en: '<p>We cast ammonites and trilobites in plaster – to take home.</p>', es: '<p>Moldeamos amonites y trilobites en yeso para llevar a casa.</p>', fr: '<p>Nous moulons ammonites et trilobites en plâtre – à emporter.</p>' },
    prices: [
      { title: { de: 'Kind', en: 'Child', es: 'Niño', fr: 'Enfant' }, price_cents: 500 },
      { title: { de: 'Begleitperson', en: 'Accompanying adult', es: 'Acompañante', fr: 'Accompagnateur' }, price_cents: 300 },
    ],
    schedule: { weekdays: [0, 6], times: [660, 840], duration: 90, seats_max: 20, max_per_registration: 6 } },
  { key: 'lesung', museum: 'stadtgeschichte', exhibition: 'stadtgeschichte-hafen', image: 'event-werkstatt', category: 'talk', languages: ['de'], vat_pct: 7,
    title: { de: 'Lesung im Kornhaus', en: 'Reading in the granary', es: 'Lectura en el granero', fr: 'Lecture au grenier' },
    sub_title: { de: 'Hafengeschichten aus dem Stadtarchiv', en: 'Harbour stories from the city archive', es: 'Historias del puerto del archivo municipal', fr: 'Histoires du port tirées des archives' },
    description: { de: '<p>Alle zwei Wochen lesen Schauspielerinnen aus Briefen und Tagebüchern.</p>', en: '<p>Every two weeks actors read from letters and diaries.</p>', es: '<p>Cada dos semanas, actrices leen cartas y diarios.</p>', fr: '<p>Toutes les deux semaines, des comédiennes lisent lettres et journaux intimes.</p>' },
    prices: [{ price_cents: 600 }],
    schedule: { weekdays: [3], times: [1140], duration: 75, seats_max: 40, every: 2 } },
];
