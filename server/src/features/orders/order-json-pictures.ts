import type { Picture } from '../../db/schema';
import { absoluteUrl } from '../../http/public-url';

/** requirements/checkout-and-orders.md §3.4: orderable.product.picture.thumbnail, the account's order row image. */
export interface OrderableJson { product: { picture: { thumbnail: string } } }

/** The stored sizes from small to large; catalogue pictures rarely carry a thumbnail of their own. */
export function thumbnailOf(picture: Picture | null | undefined): string | null {
  const stored = picture ?? {};
  return stored.thumbnail || stored.preview || stored.teaser || stored.article || stored.detail || stored.original || null;
}

/** `{orderable}` to spread into an item, or nothing when the product has no picture. */
export function orderableOf(picture: Picture | null | undefined): { orderable?: OrderableJson } {
  // Absolute, like every media URL the API returns (issue 13).
  const thumbnail = absoluteUrl(thumbnailOf(picture));
  return thumbnail ? { orderable: { product: { picture: { thumbnail } } } } : {};
}

export interface TicketPlaces { museum_ids: number[]; exhibition_ids: number[] }
interface PlacePicture { id: number; picture: Picture }

/**
 * Tickets have no picture column (db/migrations/0001): a ticket shows its first exhibition's
 * picture, else its first museum's. Returns a lookup from the ticket's places to that picture.
 */
export function ticketPictureLookup(places: { exhibitions: PlacePicture[]; museums: PlacePicture[] }): (ticket: TicketPlaces) => Picture | null {
  const pictures = (rows: PlacePicture[]) => new Map(rows.filter((row) => thumbnailOf(row.picture)).map((row) => [row.id, row.picture]));
  const byExhibition = pictures(places.exhibitions);
  const byMuseum = pictures(places.museums);
  return (ticket) => {
    const exhibition = ticket.exhibition_ids.find((id) => byExhibition.has(id));
    if (exhibition !== undefined) return byExhibition.get(exhibition) ?? null;
    const museum = ticket.museum_ids.find((id) => byMuseum.has(id));
    return museum !== undefined ? byMuseum.get(museum) ?? null : null;
  };
}
