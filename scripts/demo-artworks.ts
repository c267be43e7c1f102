/**
 * Paints the demo shops' pictures (issue 19: "no pictures, placeholder shapes everywhere"): each a
 * small painting made from an SVG scene (landscapes by the river, colour fields, a night sky, town
 * roofs) with a canvas grain, rendered to JPEG by sharp. The project makes them, so they are free to
 * ship (CC0, the seed's copyright line says so) and the same on every machine. The JPEGs are
 * committed beside the seed's SVGs (server/src/db/seed/media/); run again after changing a scene:
 *   node scripts/demo-artworks.ts
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 800;
const OUT = resolve(import.meta.dirname, '../server/src/db/seed/media');

type Style = 'river' | 'fields' | 'night' | 'roofs' | 'hills';
interface Artwork { file: string; style: Style; palette: string[]; seed: number }

/** Small deterministic generator, so a picture looks the same after every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const grain = (seed: number) => `
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" result="noise"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.12"/></feComponentTransfer>
    <feBlend in="SourceGraphic" mode="multiply"/>
  </filter>
  <filter id="brush" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012 0.03" numOctaves="3" seed="${seed}"/>
    <feDisplacementMap in="SourceGraphic" scale="38"/>
  </filter>
  <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>`;

/** A wavy horizon band from x = 0 to WIDTH at height y, filled down to the bottom. */
function ridge(next: () => number, y: number, amplitude: number, color: string): string {
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 100) points.push(`${x},${(y + (next() - 0.5) * amplitude).toFixed(0)}`);
  return `<polygon filter="url(#brush)" fill="${color}" points="-50,${HEIGHT + 50} ${points.join(' ')} ${WIDTH + 50},${HEIGHT + 50}"/>`;
}

function scene({ style, palette, seed }: Artwork): string {
  const next = random(seed);
  const [a, b, c, d, e] = palette;
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  switch (style) {
    case 'river':
    case 'hills': {
      const sun = `<circle cx="${300 + next() * 600}" cy="${180 + next() * 120}" r="${60 + next() * 40}" fill="${e}" opacity="0.9" filter="url(#soft)"/>`;
      const river = style === 'river'
        ? `<path filter="url(#brush)" fill="${b}" opacity="0.85" d="M-40 ${HEIGHT} C 300 ${560 + next() * 60}, 500 ${520 + next() * 40}, ${WIDTH + 40} ${540 + next() * 60} L ${WIDTH + 40} ${HEIGHT + 40} L -40 ${HEIGHT + 40} Z"/>`
        : '';
      return `<defs>${sky}${grain(seed)}</defs><rect width="100%" height="100%" fill="url(#sky)"/>${sun}
        ${ridge(next, 420, 140, c!)}${ridge(next, 520, 120, d!)}${river}${ridge(next, 690, 80, c!)}`;
    }
    case 'fields': {
      // Colour fields with soft edges, after the large abstract canvases of the 1950s.
      const fields = [0, 1, 2].map((index) => {
        const top = 70 + index * 230 + next() * 20;
        return `<rect x="${90 + next() * 30}" y="${top}" width="${WIDTH - 200 - next() * 40}" height="${170 + next() * 40}" rx="14" fill="${palette[index + 1]}" filter="url(#brush)" opacity="0.92"/>`;
      });
      return `<defs>${grain(seed)}</defs><rect width="100%" height="100%" fill="${a}"/>${fields.join('')}`;
    }
    case 'night': {
      const stars = Array.from({ length: 140 }, () => `<circle cx="${(next() * WIDTH).toFixed(0)}" cy="${(next() * HEIGHT * 0.8).toFixed(0)}" r="${(0.6 + next() * 2.2).toFixed(1)}" fill="#fff" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`);
      const nebula = `<ellipse cx="${400 + next() * 400}" cy="${260 + next() * 100}" rx="420" ry="150" fill="${c}" opacity="0.55" filter="url(#soft)" transform="rotate(-18 600 300)"/>`;
      return `<defs>${sky}${grain(seed)}</defs><rect width="100%" height="100%" fill="url(#sky)"/>${nebula}${stars.join('')}${ridge(next, 690, 60, d!)}`;
    }
    case 'roofs': {
      // Gabled houses along a quay, as on old town views.
      let x = -20;
      const houses: string[] = [];
      while (x < WIDTH) {
        const w = 90 + next() * 90;
        const h = 220 + next() * 200;
        const base = 600;
        const color = palette[1 + Math.floor(next() * 4)];
        const windows = Array.from({ length: Math.floor(h / 70) }, (_, row) => `<rect x="${x + w / 2 - 12}" y="${base - h + 30 + row * 60}" width="24" height="34" fill="${a}" opacity="0.8"/>`);
        houses.push(`<g filter="url(#brush)"><polygon fill="${color}" points="${x},${base} ${x},${base - h} ${x + w / 2},${base - h - w * 0.55} ${x + w},${base - h} ${x + w},${base}"/>${windows.join('')}</g>`);
        x += w + 6;
      }
      return `<defs>${sky}${grain(seed)}</defs><rect width="100%" height="100%" fill="url(#sky)"/>${houses.join('')}
        <rect y="600" width="100%" height="200" fill="${e}" filter="url(#brush)"/>`;
    }
  }
}

const ARTWORKS: Artwork[] = [
  { file: 'kunsthalle', style: 'fields', palette: ['#efe6d8', '#c8553d', '#f2a541', '#2d6a7a'], seed: 11 },
  { file: 'naturkunde', style: 'hills', palette: ['#a9cfe0', '#e9f0e6', '#4f7d5c', '#2f5641', '#f6e7b0'], seed: 12 },
  { file: 'stadtgeschichte', style: 'roofs', palette: ['#f4e3c1', '#b5523b', '#7a8b99', '#d9a441', '#5a6d5c'], seed: 13 },
  { file: 'stadtmuseum', style: 'roofs', palette: ['#e8eef2', '#8c4a3b', '#c7a15a', '#4f6d7a', '#6b7f6a'], seed: 14 },
  { file: 'exhibition-farbraeume', style: 'fields', palette: ['#1f2a44', '#e4572e', '#f3a712', '#29335c'], seed: 21 },
  { file: 'exhibition-fluss', style: 'river', palette: ['#f7c59f', '#7fb3c8', '#5b7f5e', '#3e5c45', '#fff1c9'], seed: 22 },
  { file: 'exhibition-hafen', style: 'roofs', palette: ['#dfe7ec', '#3f5e75', '#a35d3c', '#c9b27c', '#2e4756'], seed: 23 },
  { file: 'exhibition-licht', style: 'fields', palette: ['#fbf4e4', '#f6d365', '#fda085', '#a1c4fd'], seed: 24 },
  { file: 'exhibition-lindenau-alltag', style: 'roofs', palette: ['#f1e7d8', '#9c6644', '#7f8c6b', '#c08552', '#5e503f'], seed: 25 },
  { file: 'exhibition-lindenau-tuch', style: 'fields', palette: ['#f3ede2', '#8e3b46', '#3d5a80', '#c9a227'], seed: 26 },
  { file: 'exhibition-planetarium', style: 'night', palette: ['#0b1026', '#2b2f77', '#7d4cc2', '#141852'], seed: 27 },
  { file: 'exhibition-sammlung', style: 'fields', palette: ['#ece4d4', '#6b4e71', '#c5a880', '#3a6b5f'], seed: 28 },
  { file: 'exhibition-urzeit', style: 'hills', palette: ['#f2c57c', '#f7e3c0', '#8a6a4f', '#5b4636', '#ffd27f'], seed: 29 },
  { file: 'exhibition-zuenfte', style: 'roofs', palette: ['#efe0c4', '#7b3f2a', '#a48752', '#56604b', '#6d5a43'], seed: 30 },
  { file: 'event-kinder', style: 'hills', palette: ['#9ad1f5', '#e0f4ff', '#7cc36b', '#4e9a4a', '#ffe066'], seed: 31 },
  { file: 'event-konzert', style: 'night', palette: ['#1a0f2e', '#4a1942', '#c7365f', '#2a1036'], seed: 32 },
  { file: 'event-nacht', style: 'night', palette: ['#050a1f', '#123061', '#2c7da0', '#0b1a33'], seed: 33 },
  { file: 'event-vortrag', style: 'fields', palette: ['#f5efe6', '#2f4858', '#86bbd8', '#f26419'], seed: 34 },
  { file: 'event-werkstatt', style: 'fields', palette: ['#f7f0e3', '#d1495b', '#edae49', '#00798c'], seed: 35 },
  { file: 'tour-altstadt', style: 'roofs', palette: ['#fde8cd', '#b05b3b', '#e0b15c', '#6e7f80', '#7c6a58'], seed: 41 },
  { file: 'tour-architektur', style: 'roofs', palette: ['#d8e2ea', '#556f7a', '#9aa5ab', '#c6a15b', '#46535e'], seed: 42 },
  { file: 'tour-natur', style: 'river', palette: ['#cde7f0', '#9ccfd8', '#6a994e', '#386641', '#f2e8cf'], seed: 43 },
  { file: 'tour-schule', style: 'hills', palette: ['#bde0fe', '#f1faee', '#95d5b2', '#52b788', '#ffd166'], seed: 44 },
];

if (import.meta.main) {
  let total = 0;
  for (const artwork of ARTWORKS) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><g filter="url(#grain)">${scene(artwork)}</g></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 62, mozjpeg: true }).toBuffer();
    writeFileSync(resolve(OUT, `${artwork.file}.jpg`), jpeg);
    total += jpeg.length;
  }
  console.log(`${ARTWORKS.length} pictures, ${(total / 1024).toFixed(0)} kB in ${OUT}`);
}
