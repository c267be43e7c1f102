import { INSTITUTIONS_AUDIENCE } from '../special-prices';
import type { TourData } from '../tours';

const audioGuide = { title: { de: 'Audioguide', en: 'Audio guide', es: 'Audioguía', fr: 'Audioguide' }, max: 20 };
const whisper = { title: { de: 'Führungsanlage mit Kopfhörern', en: 'Tour-guide headset system', es: 'Sistema de guía con auriculares', fr: 'Système d’écoute pour visite' }, max: 30 };
const tueFri = [2, 3, 4, 5];

export const museenTours: TourData[] = [
  { key: 'architektur', museum: 'kunsthalle', image: 'tour-architektur', featured: true, category: 'public-tour', languages: ['de', 'en', 'es', 'fr'], age_groups: ['adults', 'seniors'],
    duration: 60, participants: [1, 25], tours_per_slot: 2, first_start: 600, last_start: 960, weekdays: [0, 2, 3, 4, 5, 6], vat_pct: 19,
    title: { de: 'Architekturführung Kunsthalle', en: 'Kunsthalle architecture tour', es: 'Visita de arquitectura Kunsthalle', fr: 'Visite architecturale de la Kunsthalle' },
    sub_title: { de: 'Vom Speicher zum Museum', en: 'From warehouse to museum', es: 'Del almacén al museo', fr: 'De l’entrepôt au musée' },
    description: { de: '<p>Eine Stunde durch den umgebauten Hafenspeicher – bis auf die Dachterrasse.</p>', en: '<p>An hour through the converted harbour warehouse – up to the roof terrace.</p>', es: '<p>Una hora por el antiguo almacén portuario, hasta la terraza.</p>', fr: '<p>Une heure dans l’ancien entrepôt portuaire – jusqu’au toit-terrasse.</p>' },
    // requirements/accounts.md §6.4: schools and institutions (the demo customer's institution address) pay less; surcharges stay.
    prices: [
      { title: { de: 'Erwachsene', en: 'Adults', es: 'Adultos', fr: 'Adultes' }, price_cents: 1200, audiences: { [INSTITUTIONS_AUDIENCE]: 900 } },
      { title: { de: 'Ermäßigt', en: 'Reduced', es: 'Reducida', fr: 'Tarif réduit' }, price_cents: 800, audiences: { [INSTITUTIONS_AUDIENCE]: 600 } },
    ],
    surcharges: [
      { title: { de: 'Materialpauschale', en: 'Materials fee', es: 'Tasa de materiales', fr: 'Forfait matériel' }, description: { de: 'Pro Person', en: 'Per person', es: 'Por persona', fr: 'Par personne' }, price_cents: 200 },
      { title: { de: 'Sekt auf der Dachterrasse', en: 'Sparkling wine on the roof terrace', es: 'Cava en la terraza', fr: 'Crémant sur le toit-terrasse' }, description: { de: 'Optional, pro Person', en: 'Optional, per person', es: 'Opcional, por persona', fr: 'En option, par personne' }, price_cents: 450, optional: true },
    ],
    equipment: [audioGuide, whisper] },
  { key: 'evolution', museum: 'naturkunde', exhibition: 'naturkunde-urzeit', image: 'tour-natur', category: 'school-tour', languages: ['de', 'en', 'easy'], age_groups: ['kids', 'teens'], grades: ['primary', 'middle'],
    duration: 90, participants: [10, 30], tours_per_slot: 1, first_start: 540, last_start: 780, weekdays: tueFri, vat_pct: 0,
    title: { de: 'Schulprogramm: Evolution zum Anfassen', en: 'School programme: hands-on evolution', es: 'Programa escolar: la evolución al alcance de la mano', fr: 'Programme scolaire : l’évolution à portée de main' },
    sub_title: { de: 'Für Klassen 1–8', en: 'For grades 1–8', es: 'Para cursos 1–8', fr: 'Pour les classes 1–8' },
    description: { de: '<p>Mit Fossilien, Skeletten und einem Forschungsauftrag für jede Gruppe.</p>', en: '<p>With fossils, skeletons and a research task for every group.</p>', es: '<p>Con fósiles, esqueletos y una misión de investigación para cada grupo.</p>', fr: '<p>Avec fossiles, squelettes et une mission de recherche pour chaque groupe.</p>' },
    prices: [{ price_cents: 6000, group: true }] },
  { key: 'altstadt', museum: 'stadtgeschichte', image: 'tour-altstadt', category: 'city-walk', languages: ['de', 'en', 'fr'], age_groups: ['adults', 'teens', 'seniors'],
    duration: 120, participants: [5, 20], tours_per_slot: 1, first_start: 600, last_start: 900, weekdays: [0, 3, 6], vat_pct: 19, languageLimited: true,
    title: { de: 'Altstadtführung: Vom Hafen zum Rathaus', en: 'Old town walk: from the harbour to the town hall', es: 'Paseo por el casco antiguo: del puerto al ayuntamiento', fr: 'Vieille ville : du port à l’hôtel de ville' },
    sub_title: { de: 'Start am Kornhaus', en: 'Starts at the granary', es: 'Salida en el granero', fr: 'Départ au grenier' },
    description: { de: '<p>Zwei Stunden zu Fuß; fremdsprachige Termine nach Verfügbarkeit der Guides.</p>', en: '<p>Two hours on foot; tours in other languages depend on guide availability.</p>', es: '<p>Dos horas a pie; las visitas en otros idiomas dependen de los guías.</p>', fr: '<p>Deux heures à pied ; les visites en langue étrangère dépendent des guides.</p>' },
    // Issue 20: the group price covers 10 people; persons 11 on cost 8 € each and a foreign-language walk 30 € more —
    // both follow from the participants and the language (requirements/tours.md §5.1), so the shop fills them in.
    prices: [{ title: { de: 'Gruppe bis 10 Personen', en: 'Group of up to 10 people', es: 'Grupo de hasta 10 personas', fr: "Groupe jusqu'à 10 personnes" }, price_cents: 9000, group: true }],
    surcharges: [
      { title: { de: 'Pro Person ab 11 Personen', en: 'Per person from 11 people', es: 'Por persona a partir de 11', fr: 'Par personne dès 11 personnes' }, price_cents: 800, count_participants: 10 },
      { title: { de: 'Fremdsprachenzuschlag', en: 'Foreign-language surcharge', es: 'Suplemento por idioma', fr: 'Supplément langue étrangère' }, price_cents: 3000, group: true, languages: ['en', 'fr'] },
    ],
    equipment: [audioGuide] },
  { key: 'kuratorin', museum: 'kunsthalle', exhibition: 'kunsthalle-farbraeume', image: 'tour-schule', category: 'public-tour', languages: ['de', 'en'], age_groups: ['adults'],
    duration: 75, participants: [1, 15], tours_per_slot: 1, first_start: 1020, last_start: 1080, weekdays: [4], vat_pct: 19,
    title: { de: 'Kuratorinnenführung „Farbräume“', en: 'Curator’s tour “Colour Spaces”', es: 'Visita con la comisaria «Espacios de color»', fr: 'Visite avec la commissaire « Espaces de couleur »' },
    sub_title: { de: 'Donnerstagabend in kleiner Gruppe', en: 'Thursday evenings in a small group', es: 'Jueves por la tarde en grupo reducido', fr: 'Le jeudi soir en petit groupe' },
    description: { de: '<p>Die Kuratorin führt durch die Sonderausstellung.</p>', en: '<p>The curator guides you through the special exhibition.</p>', es: '<p>La comisaria le guía por la exposición.</p>', fr: '<p>La commissaire vous guide dans l’exposition.</p>' },
    prices: [{ price_cents: 1500 }] },
];

export const stadtmuseumTours: TourData[] = [
  { key: 'ueberblick', museum: 'stadtmuseum', image: 'tour-altstadt', featured: true, category: 'public-tour', languages: ['de', 'en', 'easy'], age_groups: ['adults', 'seniors'],
    duration: 60, participants: [1, 20], tours_per_slot: 1, first_start: 660, last_start: 960, weekdays: [0, 2, 3, 4, 5, 6], vat_pct: 19,
    title: { de: 'Überblicksführung', en: 'Highlights tour' }, sub_title: { de: 'Das Museum in einer Stunde', en: 'The museum in one hour' },
    description: { de: '<p>Vom Weberdorf zur Kreisstadt in zehn Stationen.</p>', en: '<p>From weavers’ village to county town in ten stops.</p>' },
    prices: [{ title: { de: 'Erwachsene', en: 'Adults' }, price_cents: 600 }, { title: { de: 'Ermäßigt', en: 'Reduced' }, price_cents: 400 }],
    surcharges: [
      { title: { de: 'Eintritt', en: 'Admission' }, description: { de: 'Pro Person', en: 'Per person' }, price_cents: 500 },
      { title: { de: 'Kaffee und Kuchen', en: 'Coffee and cake' }, price_cents: 450, optional: true },
    ],
    equipment: [audioGuide] },
  { key: 'schule', museum: 'stadtmuseum', image: 'tour-schule', category: 'school-tour', languages: ['de'], age_groups: ['kids', 'teens'], grades: ['primary', 'middle', 'upper'],
    duration: 90, participants: [8, 30], tours_per_slot: 1, first_start: 510, last_start: 780, weekdays: tueFri, vat_pct: 0, languageLimited: true,
    title: { de: 'Schulprogramm: Lindenau im Mittelalter', en: 'School programme: medieval Lindenau' }, sub_title: { de: 'Klassen 3–10', en: 'Grades 3–10' },
    description: { de: '<p>Stadtrecht, Handwerk und Markt – mit Rollenspiel.</p>', en: '<p>Town charter, crafts and market – with role play.</p>' },
    prices: [{ price_cents: 5000, group: true }] },
];
