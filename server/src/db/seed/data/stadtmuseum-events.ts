import type { EventData } from '../events';

export const stadtmuseumEvents: EventData[] = [
  { key: 'matinee', museum: 'stadtmuseum', image: 'event-konzert', featured: true, category: 'concert', languages: ['de'], vat_pct: 7,
    title: { de: 'Sonntagsmatinee', en: 'Sunday matinee' },
    sub_title: { de: 'Musik im Tuchmachersaal', en: 'Music in the clothmakers’ hall' },
    description: { de: '<p>Jeden Sonntag um 11 Uhr: Musikschule und Gäste.</p>', en: '<p>Every Sunday at 11 am: the music school and guests.</p>' },
    prices: [{ title: { de: 'Erwachsene', en: 'Adults' }, price_cents: 1200 }, { title: { de: 'Ermäßigt', en: 'Reduced' }, price_cents: 800 }],
    schedule: { weekdays: [0], times: [660], duration: 75, seats_max: 50, max_per_registration: 6 } },
  { key: 'erzaehlcafe', museum: 'stadtmuseum', exhibition: 'lindenau-alltag', image: 'event-vortrag', category: 'talk', languages: ['de', 'easy'], vat_pct: 7,
    title: { de: 'Erzählcafé', en: 'Storytelling café' },
    sub_title: { de: 'Lindenauer erinnern sich', en: 'Lindenau residents remember' },
    description: { de: '<p>Kaffee, Kuchen und Geschichten aus der Stadt; jeden zweiten Termin in Leichter Sprache.</p>', en: '<p>Coffee, cake and stories from the town; every other date in easy-to-read language.</p>' },
    prices: [{ price_cents: 500 }],
    schedule: { weekdays: [3], times: [900], duration: 90, seats_max: 30 } },
];
