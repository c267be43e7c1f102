import type { Location } from '../schema';
import { type L, type SeedContext, id, remember, tr } from './context';
import { atMinute } from './dates';
import { picture } from './picture';

export interface ExhibitionData {
  key: string; title: L; sub_title: L; slider_description: L; description: L; image: string; featured: boolean;
  /** [first day offset, last day offset] from the seed day; null = permanent (no time frames). */
  frame: [number, number] | null;
}
export interface MuseumData {
  key: string; title: L; sub_title: L; description: L; image: string; location: Location;
  /** weekday (0 = Sunday) → [open minute, close minute]; a missing weekday is closed. */
  opening_hours: Record<string, [number, number]>;
  exhibitions: ExhibitionData[];
}

function contentOf(ctx: SeedContext, title: L, description: L) {
  return JSON.stringify({
    shop_title: JSON.parse(tr(ctx, title)), shop_description: JSON.parse(tr(ctx, description)),
    cms_title: JSON.parse(tr(ctx, title)), cms_description: JSON.parse(tr(ctx, description)),
  });
}

/** Museums first (exhibitions need their ids), each set in one insert. */
export async function seedMuseums(ctx: SeedContext, museums: MuseumData[]): Promise<{ museums: number; exhibitions: number }> {
  const museumRows = await ctx.trx.insertInto('museums').values(museums.map((m, position) => ({
    shop_id: ctx.shopId, title: tr(ctx, m.title), sub_title: tr(ctx, m.sub_title), description: tr(ctx, m.description),
    picture: picture(m.image, m.title.de, m.sub_title.de), content: contentOf(ctx, m.title, m.sub_title),
    location: JSON.stringify(m.location), opening_hours: JSON.stringify(m.opening_hours), position,
  }))).returning('id').execute();
  remember(ctx, museums.map((m) => `museum:${m.key}`), museumRows);

  const exhibitions = museums.flatMap((m) => m.exhibitions.map((e) => ({ museum: m, e })));
  const exhibitionRows = await ctx.trx.insertInto('exhibitions').values(exhibitions.map(({ museum, e }, position) => ({
    shop_id: ctx.shopId, museum_id: id(ctx, `museum:${museum.key}`), title: tr(ctx, e.title), sub_title: tr(ctx, e.sub_title),
    slider_description: tr(ctx, e.slider_description), description: tr(ctx, e.description), featured: e.featured,
    picture: picture(e.image, e.title.de, e.sub_title.de), content: contentOf(ctx, e.title, e.sub_title),
    location: JSON.stringify(museum.location), position,
    time_frames: JSON.stringify(e.frame ? [{
      start_at: atMinute(ctx.day, e.frame[0], 10 * 60),
      end_at: atMinute(ctx.day, e.frame[1], 18 * 60),
    }] : []),
  }))).returning('id').execute();
  remember(ctx, exhibitions.map(({ e }) => `exhibition:${e.key}`), exhibitionRows);
  return { museums: museumRows.length, exhibitions: exhibitionRows.length };
}
