import { createRoute, z } from '@hono/zod-openapi';
import { addressSchema } from './customer.schemas';
import { requireCustomer } from './require-customer';
import { authErrors, authRequestHeaders, customerData, withAuth } from './auth.schemas';
import { idParams } from '../../http/openapi';

const looseId = z.union([z.number(), z.string().max(20)]).nullable().optional();
const text = z.string().max(1000).nullable().optional();

/** Spec §5.8: street, zip, city, country required; adressat optional. Institution and audience are the operator's. */
export const addressBody = z.object({
  adressat: text, street: text, zip: text, city: text, country_id: looseId, vat_number: text,
  adress_type_id: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional().openapi({ description: '0 customer, 1 invoice, 2 delivery' }),
}).openapi('CustomerAddressRequest');

const TAG = 'customer';
const base = { tags: [TAG], middleware: [requireCustomer] };
const notFound = { 404: { description: 'No such address of this customer', content: authErrors[401].content } };
const one = withAuth(z.object({ customer_adress: addressSchema }), 'The address (key customer_adress, sic)');

export const listRoute = createRoute({
  ...base, method: 'get', path: '/api/v4/customer/customer_addresses', summary: 'Addresses of the signed-in customer (spec §7.4)',
  request: { headers: authRequestHeaders },
  responses: { 200: withAuth(z.object({ customer_addresses: z.array(addressSchema) }), 'Addresses, oldest first'), ...authErrors },
});
export const getRoute = createRoute({
  ...base, method: 'get', path: '/api/v4/customer/customer_addresses/{id}', summary: 'One address',
  request: { headers: authRequestHeaders, params: idParams }, responses: { 200: one, ...authErrors, ...notFound },
});
export const createAddressRoute = createRoute({
  ...base, method: 'post', path: '/api/v4/customer/customer_addresses', summary: 'Adds an address (adress_type_id 2 for shipping)',
  request: { headers: authRequestHeaders, body: { content: { 'application/json': { schema: addressBody } } } },
  responses: { 200: one, ...authErrors },
});
export const updateRoute = createRoute({
  ...base, method: 'put', path: '/api/v4/customer/customer_addresses/{id}', summary: 'Changes an address; institution addresses answer 422',
  request: { headers: authRequestHeaders, params: idParams, body: { content: { 'application/json': { schema: addressBody } } } },
  responses: { 200: one, ...authErrors, ...notFound },
});
export const deleteRoute = createRoute({
  ...base, method: 'delete', path: '/api/v4/customer/customer_addresses/{id}', summary: 'Deletes an address; the last one answers 422',
  request: { headers: authRequestHeaders, params: idParams },
  responses: { 200: withAuth(z.object({ success: z.literal(true) }), 'Deleted'), ...authErrors, ...notFound },
});
export const selectRoute = createRoute({
  ...base, method: 'post', path: '/api/v4/customer/select_address', summary: 'Selects the billing address sent as billing_address_id at checkout (spec §6)',
  request: { headers: authRequestHeaders, body: { content: { 'application/json': { schema: z.object({ id: z.number().int().positive().max(2_147_483_647) }) } } } },
  responses: { 200: withAuth(customerData, 'The customer with selected_address_id'), ...authErrors, ...notFound },
});
