import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AnnualOrder, HolderInput } from '../../../engine/features/annual/api/annual.api';
import { buildHolder, mixedOrder } from '../fixtures/annual';
import { api } from '../api-url';

/** A 1×1 transparent PNG for the holder photos. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

const fail = (status: number, error: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ error, ...extra }, { status });

/**
 * The annual personalisation endpoints (contract GET/PUT/POST /annual/*) for one order, stateless:
 * writes answer like the server but do not change what GET /annual/order returns.
 */
function scenario(order: AnnualOrder): RequestHandler[] {
  const sale = (id: number) => order.ticket_sales.find((item) => item.id === id);
  const slot = (id: number) => order.ticket_sales.flatMap((item) => item.personalizations).find((item) => item.id === id);
  return [
    http.get(api('/annual/order'), () => HttpResponse.json({ order })),
    http.put(api('/annual/ticket_sales/:id'), async ({ params, request }) => {
      const found = sale(Number(params.id));
      if (!found) return fail(404, 'Not found');
      const { ticket_sale } = (await request.json()) as { ticket_sale: { start_at: string } };
      return HttpResponse.json({ ticket_sale: { ...found, start_at: `${ticket_sale.start_at.slice(0, 10)}T00:00:00+01:00` } });
    }),
    http.post(api('/annual/customers'), async ({ request }) => {
      const { customer } = (await request.json()) as { customer: HolderInput };
      const address = { id: 151, street: customer.addr_street ?? '', zip: customer.addr_zip ?? '', city: customer.addr_city ?? '', country_id: customer.addr_country_id ?? null };
      return HttpResponse.json({ customer: { ...buildHolder({ id: 146, name: customer.name, surname: customer.surname, email: customer.email, addresses: [address] }), personalization_token: 'new-holder-token' } }, { status: 201 });
    }),
    http.put(api('/annual/customers/:id'), ({ params }) => HttpResponse.json({ customer: { ...buildHolder({ id: Number(params.id) }), personalization_token: `holder-${params.id}` } })),
    http.put(api('/annual/personalizations/:id'), ({ params }) => {
      const found = slot(Number(params.id));
      return found ? HttpResponse.json({ personalization: { ...found, ready: true } }) : fail(404, 'Not found');
    }),
    http.post(api('/annual/personalizations/:id/upload'), ({ params }) => HttpResponse.json({ personalization: slot(Number(params.id)) })),
    http.get(api('/annual/personalizations/:id/photo'), () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })),
  ];
}

export const annualHandlers = {
  default: (order: AnnualOrder = mixedOrder()) => scenario(order),
  loading: () => [http.get(api('/annual/order'), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  })],
  notPersonalizable: () => [http.get(api('/annual/order'), () => fail(422, 'The annual Ticket can not be personalized', { code: 'not_personalizable' }))],
  notFound: () => [http.get(api('/annual/order'), () => fail(404, 'Token not found'))],
  maintenance: () => [http.get(api('/annual/order'), () => fail(503, 'Service Unavailable'))],
  /** PUT /annual/personalizations fails: a contract code, or a plain server error without one. */
  saveFails: (code?: string, status = code ? 422 : 500) => [
    http.put(api('/annual/personalizations/:id'), () => fail(status, code ? 'The annual Ticket can not be personalized' : 'Internal Server Error', code ? { code } : {})),
  ],
};
