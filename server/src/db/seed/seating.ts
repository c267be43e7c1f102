import { type L, type SeedContext } from './context';

const rowLetters = ['A', 'B', 'C', 'D', 'E', 'F'];
const seatsPerRow = 12;

function loc(ctx: SeedContext, text: L): Record<string, string> {
  return Object.fromEntries(ctx.locales.map((lng) => [lng, text[lng] ?? text.en]));
}

/**
 * A small hall (requirements/api.md §6.6): 6 rows × 12 seats, rows A–C in category 1, D–F in
 * category 2, two wheelchair places, and the mixing desk seats of row F blocked.
 * Titles and descriptions are locale maps like every other text of the database.
 */
export function smallHallSeating(ctx: SeedContext, visualUrl: string): Record<string, unknown> {
  const seats = rowLetters.flatMap((letter, r) => Array.from({ length: seatsPerRow }, (_, s) => {
    const seatId = r * seatsPerRow + s + 1;
    const wheelchair = letter === 'F' && s >= 10;
    return {
      id: seatId, row_id: r + 1, category_id: r < 3 ? 1 : 2, type_id: wheelchair ? 1 : null,
      title: loc(ctx, { de: `Reihe ${letter}, Platz ${s + 1}`, en: `Row ${letter}, seat ${s + 1}`, es: `Fila ${letter}, asiento ${s + 1}`, fr: `Rang ${letter}, place ${s + 1}` }),
      description: wheelchair ? loc(ctx, { de: 'Rollstuhlplatz mit Begleitsitz', en: 'Wheelchair space with companion seat', es: 'Espacio para silla de ruedas con asiento de acompañante', fr: 'Place fauteuil roulant avec siège accompagnateur' }) : {},
    };
  }));
  return {
    visual_url: visualUrl,
    // Row F seats 5–8: the mixing desk stands there.
    blocked_seats: [65, 66, 67, 68],
    categories: [
      { id: 1, color_code: '#c8553d', title: loc(ctx, { de: 'Kategorie I', en: 'Category I', es: 'Categoría I', fr: 'Catégorie I' }),
        description: loc(ctx, { de: 'Reihen A–C, beste Sicht', en: 'Rows A–C, best view', es: 'Filas A–C, mejor vista', fr: 'Rangs A–C, meilleure vue' }) },
      { id: 2, color_code: '#2f3e46', title: loc(ctx, { de: 'Kategorie II', en: 'Category II', es: 'Categoría II', fr: 'Catégorie II' }),
        description: loc(ctx, { de: 'Reihen D–F', en: 'Rows D–F', es: 'Filas D–F', fr: 'Rangs D–F' }) },
    ],
    rows: rowLetters.map((letter, r) => ({ id: r + 1, title: loc(ctx, { de: `Reihe ${letter}`, en: `Row ${letter}`, es: `Fila ${letter}`, fr: `Rang ${letter}` }) })),
    types: [{ id: 1, title: loc(ctx, { de: 'Rollstuhlplatz', en: 'Wheelchair space', es: 'Espacio para silla de ruedas', fr: 'Place fauteuil roulant' }) }],
    seats,
  };
}

export const smallHallSeatCount = rowLetters.length * seatsPerRow;
