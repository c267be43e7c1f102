import type { MuseumData } from '../museums';

/** The single house of the shop 'stadtmuseum' (German and English only). */
export const stadtmuseumMuseums: MuseumData[] = [
  {
    key: 'stadtmuseum', image: 'stadtmuseum',
    opening_hours: { 0: [660, 1020], 2: [600, 1020], 3: [600, 1020], 4: [600, 1140], 5: [600, 1020], 6: [660, 1020] },
    title: { de: 'Stadtmuseum Lindenau', en: 'Lindenau City Museum' },
    sub_title: { de: 'Geschichte und Alltag einer Kleinstadt', en: 'History and everyday life of a small town' },
    description: {
      de: '<p>Im ehemaligen Tuchmacherhaus am Marktplatz erzählt das Stadtmuseum, wie Lindenau vom Weberdorf zur Kreisstadt wurde.</p>',
      en: '<p>In the former clothmakers’ house on the market square, the museum tells how Lindenau grew from a weavers’ village into a county town.</p>',
    },
    location: { name: 'Stadtmuseum Lindenau', street: 'Marktplatz 7', zip: '07901', city: 'Lindenau', country: 'DE', latitude: 50.6531, longitude: 11.9234 },
    exhibitions: [
      { key: 'lindenau-alltag', image: 'exhibition-lindenau-alltag', featured: true, frame: null,
        title: { de: 'Lindenauer Alltag', en: 'Everyday Life in Lindenau' },
        sub_title: { de: 'Dauerausstellung', en: 'Permanent exhibition' },
        slider_description: { de: 'Küche, Klassenzimmer, Kaufladen', en: 'Kitchen, classroom, corner shop' },
        description: { de: '<p>Drei eingerichtete Räume zeigen das Leben um 1900.</p>', en: '<p>Three furnished rooms show life around 1900.</p>' } },
      { key: 'lindenau-tuch', image: 'exhibition-lindenau-tuch', featured: true, frame: [-14, 100],
        title: { de: 'Vom Faden zum Tuch', en: 'From Thread to Cloth' },
        sub_title: { de: 'Sonderausstellung zur Weberei', en: 'Special exhibition on weaving' },
        slider_description: { de: 'Mitmachen am historischen Webstuhl', en: 'Try the historic loom yourself' },
        description: { de: '<p>Die Geschichte der Lindenauer Tuchmacher – mit Vorführungen am Webstuhl.</p>', en: '<p>The story of Lindenau’s clothmakers – with demonstrations at the loom.</p>' } },
    ],
  },
];
