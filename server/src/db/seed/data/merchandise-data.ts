import { type MerchandiseData, shippingArticle } from '../merchandise';

export const museenMerchandise: MerchandiseData[] = [
  shippingArticle,
  { key: 'katalog', image: 'merch-katalog', price_cents: 2900, stock: 120, shipped_with: 'versand',
    title: { de: 'Katalog „Farbräume“', en: 'Catalogue “Colour Spaces”', es: 'Catálogo «Espacios de color»', fr: 'Catalogue « Espaces de couleur »' },
    sub_title: { de: '240 Seiten, Hardcover', en: '240 pages, hardcover', es: '240 páginas, tapa dura', fr: '240 pages, relié' },
    description: { de: '<p>Der Katalog zur Sonderausstellung mit allen Werken und fünf Essays.</p>', en: '<p>The catalogue of the special exhibition with every work and five essays.</p>', es: '<p>El catálogo de la exposición con todas las obras y cinco ensayos.</p>', fr: '<p>Le catalogue de l’exposition avec toutes les œuvres et cinq essais.</p>' } },
  { key: 'plakat', image: 'merch-plakat', price_cents: 1200, stock: 300, shipped_with: 'versand',
    title: { de: 'Plakat „Farbräume“', en: 'Poster “Colour Spaces”', es: 'Póster «Espacios de color»', fr: 'Affiche « Espaces de couleur »' },
    sub_title: { de: 'DIN A1, gerollt', en: 'A1, rolled', es: 'A1, enrollado', fr: 'A1, roulée' },
    description: { de: '<p>Das Ausstellungsmotiv auf mattem Papier.</p>', en: '<p>The exhibition motif on matt paper.</p>', es: '<p>El motivo de la exposición en papel mate.</p>', fr: '<p>Le motif de l’exposition sur papier mat.</p>' } },
  { key: 'tasche', image: 'merch-tasche', price_cents: 1500, stock: 80, shipped_with: 'versand',
    title: { de: 'Stoffbeutel „Museen am Fluss“', en: 'Tote bag “Museen am Fluss”', es: 'Bolsa de tela «Museen am Fluss»', fr: 'Tote bag « Museen am Fluss »' },
    sub_title: { de: 'Bio-Baumwolle', en: 'Organic cotton', es: 'Algodón orgánico', fr: 'Coton bio' },
    description: { de: '<p>Robuster Beutel mit den drei Häusern als Siebdruck.</p>', en: '<p>A sturdy bag screen-printed with the three houses.</p>', es: '<p>Bolsa resistente con las tres casas serigrafiadas.</p>', fr: '<p>Un sac solide sérigraphié avec les trois musées.</p>' } },
];

export const stadtmuseumMerchandise: MerchandiseData[] = [
  shippingArticle,
  { key: 'chronik', image: 'merch-katalog', price_cents: 2400, stock: 60, shipped_with: 'versand',
    title: { de: 'Lindenauer Stadtchronik', en: 'Lindenau town chronicle' },
    sub_title: { de: '180 Seiten, reich bebildert', en: '180 pages, richly illustrated' },
    description: { de: '<p>Die Geschichte der Stadt von der ersten Urkunde bis heute.</p>', en: '<p>The town’s history from its first charter to the present day.</p>' } },
  { key: 'tasche', image: 'merch-tasche', price_cents: 1200, stock: 40, shipped_with: 'versand',
    title: { de: 'Stoffbeutel Webmuster', en: 'Tote bag with weave pattern' },
    sub_title: { de: 'Handgewebt in Lindenau', en: 'Hand-woven in Lindenau' },
    description: { de: '<p>Gewebt am Museumswebstuhl.</p>', en: '<p>Woven on the museum’s loom.</p>' } },
];
