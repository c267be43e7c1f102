import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { idParams } from '../../http/openapi';
import { addressErrors } from './address-input';
import { deleteAddress, insertAddress, ownAddress, updateAddress } from './address.store';
import { authErrors, authRequestHeaders, customerData, withAuth } from './auth.schemas';
import { addressJson } from './customer-json';
import { addressesOf, customerJson } from './customer-view';
import { addressSchema } from './customer.schemas';
import { updateCustomer } from './customer.store';
import { FieldErrorList, textOf } from './field-rules';
import { MESSAGES } from './messages';
import { currentCustomer, requireCustomer } from './require-customer';

const looseId = z.union([z.number(), z.string().max(20)]).nullable().optional();
const text = z.string().max(1000).nullable().optional();

/** requirements/accounts.md §5.6: street, zip, city, country required; adressat optional. Institution and audience are the operator's. */
const addressBody = z.object({
  adressat: text, street: text, zip: text, city: text, country_id: looseId, vat_number: text,
  adress_type_id: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional().openapi({ description: '0 customer, 1 invoice, 2 delivery' }),
}).openapi('CustomerAddressRequest');

const TAG = 'customer';
const base = { tags: [TAG], middleware: [requireCustomer] };
const notFound = { 404: { description: 'No such address of this customer', content: authErrors[401].content } };
const one = withAuth(z.object({ customer_adress: addressSchema }), 'The address (key customer_adress, sic)');

const listRoute = createRoute({
  ...base, method: 'get', path: '/api/v4/customer/customer_addresses', summary: 'Addresses of the signed-in customer (requirements/accounts.md §7.2)',
  request: { headers: authRequestHeaders },
  responses: { 200: withAuth(z.object({ customer_addresses: z.array(addressSchema) }), 'Addresses, oldest first'), ...authErrors },
});
const getRoute = createRoute({
  ...base, method: 'get', path: '/api/v4/customer/customer_addresses/{id}', summary: 'One address',
  request: { headers: authRequestHeaders, params: idParams }, responses: { 200: one, ...authErrors, ...notFound },
});
const createAddressRoute = createRoute({
  ...base, method: 'post', path: '/api/v4/customer/customer_addresses', summary: 'Adds an address (adress_type_id 2 for shipping)',
  request: { headers: authRequestHeaders, body: { content: { 'application/json': { schema: addressBody } } } },
  responses: { 200: one, ...authErrors },
});
const updateRoute = createRoute({
  ...base, method: 'put', path: '/api/v4/customer/customer_addresses/{id}', summary: 'Changes an address; institution addresses answer 422',
  request: { headers: authRequestHeaders, params: idParams, body: { content: { 'application/json': { schema: addressBody } } } },
  responses: { 200: one, ...authErrors, ...notFound },
});
const deleteRoute = createRoute({
  ...base, method: 'delete', path: '/api/v4/customer/customer_addresses/{id}', summary: 'Deletes an address; the last one answers 422',
  request: { headers: authRequestHeaders, params: idParams },
  responses: { 200: withAuth(z.object({ success: z.literal(true) }), 'Deleted'), ...authErrors, ...notFound },
});
const selectRoute = createRoute({
  ...base, method: 'post', path: '/api/v4/customer/select_address', summary: 'Selects the billing address sent as billing_address_id at checkout (requirements/accounts.md §6.3)',
  request: { headers: authRequestHeaders, body: { content: { 'application/json': { schema: z.object({ id: z.number().int().positive().max(2_147_483_647) }) } } } },
  responses: { 200: withAuth(customerData, 'The customer with selected_address_id'), ...authErrors, ...notFound },
});

const INSTITUTION_LOCKED = 'Addresses of an institution cannot be changed.';

function validAddress(body: Record<string, unknown>) {
  const list = new FieldErrorList();
  const input = addressErrors(list, body, '', true);
  if (!list.empty) throw ApiError.invalid(MESSAGES.globalErrors, list.errors);
  return { ...input, ...(body.vat_number !== undefined ? { vat_number: textOf(body.vat_number) || null } : {}) };
}

export function registerAddressRoutes(app: ApiApp): void {
  app.openapi(listRoute, async (c) => c.json({ customer_addresses: await addressesOf(c.get('deps').db, currentCustomer(c).id) }, 200));

  app.openapi(getRoute, async (c) => {
    const row = await ownAddress(c.get('deps').db, currentCustomer(c).id, c.req.valid('param').id);
    return c.json({ customer_adress: addressJson(row) }, 200);
  });

  app.openapi(createAddressRoute, async (c) => {
    const body = c.req.valid('json');
    const row = await insertAddress(c.get('deps').db, currentCustomer(c).id, validAddress(body), body.adress_type_id ?? 0);
    return c.json({ customer_adress: addressJson(row) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { db } = c.get('deps');
    const current = await ownAddress(db, currentCustomer(c).id, c.req.valid('param').id);
    // requirements/accounts.md §2.2, requirements/accounts.md §6.3: the institution's data (and its audience and collective invoice) is the operator's.
    if (current.institution_name) throw ApiError.invalid(INSTITUTION_LOCKED, { base: [INSTITUTION_LOCKED] });
    const body = c.req.valid('json');
    const row = await updateAddress(db, current.id, validAddress(body), body.adress_type_id);
    return c.json({ customer_adress: addressJson(row) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { db } = c.get('deps');
    const customerId = currentCustomer(c).id;
    const current = await ownAddress(db, customerId, c.req.valid('param').id);
    await deleteAddress(db, customerId, current.id);
    return c.json({ success: true as const }, 200);
  });

  app.openapi(selectRoute, async (c) => {
    const { db } = c.get('deps');
    const customer = currentCustomer(c);
    const address = await ownAddress(db, customer.id, c.req.valid('json').id);
    await updateCustomer(db, customer.id, { selected_address_id: address.id });
    return c.json({ data: await customerJson(db, customer) }, 200);
  });
}
