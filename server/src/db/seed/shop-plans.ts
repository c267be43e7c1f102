import type { L, Lang } from './context';
import type { CouponData, CouponSaleData } from './coupons';
import { museenCouponSales, museenCoupons, stadtmuseumCouponSales, stadtmuseumCoupons } from './coupons';
import type { ShopInfo } from './data/content-types';
import { museenMerchandise, stadtmuseumMerchandise } from './data/merchandise-data';
import { museenEvents } from './data/museen-events';
import { museenMuseums } from './data/museen-museums';
import { museenTicketPlan } from './data/museen-tickets';
import { stadtmuseumEvents } from './data/stadtmuseum-events';
import { stadtmuseumMuseums } from './data/stadtmuseum-museums';
import { stadtmuseumTicketPlan } from './data/stadtmuseum-tickets';
import { museenTours, stadtmuseumTours } from './data/tour-data';
import type { EventData } from './events';
import type { MerchandiseData } from './merchandise';
import type { MuseumData } from './museums';
import type { TicketPlan } from './tickets';
import type { TourData } from './tours';

export interface ShopPlan {
  slug: string; name: string; hosts: string[]; isDefault: boolean; locales: Lang[];
  config: Record<string, unknown>; info: ShopInfo; easyLanguage: boolean;
  campaigns: { id: number; name: L }[];
  museums: MuseumData[]; merchandise: MerchandiseData[]; tickets: TicketPlan; events: EventData[]; tours: TourData[];
  coupons: CouponData[]; couponSales: CouponSaleData[];
  /** Ticket keys the one-pager sells; their ids replace settings.onePager.ticketIds (seed/one-pager-tickets.ts). */
  onePagerTickets?: string[];
}

const baseConfig = { custom_js: '', staging: false, registration: true, donations: {}, defaults: { price_target_audience_id: 1 }, tag_manager_id: null };

/** The two demo shops of docs/team-notes.md; 'museen' is seeded first so it owns the low ids. */
export const shopPlans: ShopPlan[] = [
  {
    slug: 'museen', name: 'Museen am Fluss', hosts: ['museen.localhost'], isDefault: true, locales: ['de', 'en', 'es', 'fr'],
    config: { ...baseConfig, custom_css: '' }, easyLanguage: true,
    info: { name: 'Museen am Fluss', operator: 'Museen am Fluss – Eigenbetrieb der Stadt Flussstadt', street: 'Uferpromenade 12', zip: '04109', city: 'Flussstadt', email: 'besucherservice@museen-am-fluss.example', phone: '+49 341 000 1234', director: 'Dr. Helene Vogt' },
    campaigns: [
      { id: 1, name: { de: 'Restaurierung der Sammlung', en: 'Restoring the collection', es: 'Restauración de la colección', fr: 'Restauration de la collection' } },
      { id: 2, name: { de: 'Museum für alle – freier Eintritt für Schulklassen', en: 'Museum for all – free entry for school classes', es: 'Museo para todos: entrada gratuita para escuelas', fr: 'Musée pour tous – entrée gratuite pour les classes' } },
      { id: 3, name: { de: 'Ein neuer Planetariumsprojektor', en: 'A new planetarium projector', es: 'Un nuevo proyector para el planetario', fr: 'Un nouveau projecteur pour le planétarium' } },
    ],
    museums: museenMuseums, merchandise: museenMerchandise, tickets: museenTicketPlan, events: museenEvents, tours: museenTours,
    coupons: museenCoupons, couponSales: museenCouponSales,
  },
  {
    slug: 'stadtmuseum', name: 'Stadtmuseum Lindenau', hosts: ['stadtmuseum.localhost'], isDefault: false, locales: ['de', 'en'],
    onePagerTickets: ['day-adult', 'day-reduced', 'day-child'],
    // Harmless operator CSS: shows that custom_css reaches the page without touching layout.
    config: { ...baseConfig, custom_css: '.shop-footer a { text-decoration-thickness: 2px; }' }, easyLanguage: false,
    info: { name: 'Stadtmuseum Lindenau', operator: 'Stadt Lindenau, Fachbereich Kultur', street: 'Marktplatz 7', zip: '07901', city: 'Lindenau', email: 'museum@lindenau.example', phone: '+49 3661 000 77', director: 'Jonas Albrecht' },
    campaigns: [
      { id: 4, name: { de: 'Ein neuer Webstuhl für das Museum', en: 'A new loom for the museum' } },
      { id: 5, name: { de: 'Förderverein Stadtmuseum', en: 'Friends of the City Museum' } },
    ],
    museums: stadtmuseumMuseums, merchandise: stadtmuseumMerchandise, tickets: stadtmuseumTicketPlan, events: stadtmuseumEvents, tours: stadtmuseumTours,
    coupons: stadtmuseumCoupons, couponSales: stadtmuseumCouponSales,
  },
];
