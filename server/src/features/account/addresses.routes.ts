import { currentCustomer } from './require-customer';
import type { ApiApp } from '../../http/app-env';
import { addressesOf, addressJson, customerJson } from './customer-json';
import { FieldErrorList, textOf } from './field-rules';
import { MESSAGES } from './messages';
import { ApiError } from '../../http/api-error';
import { addressErrors } from './address-input';
import { createAddressRoute, deleteRoute, getRoute, listRoute, selectRoute, updateRoute } from './addresses.route-defs';
import { deleteAddress, insertAddress, ownAddress, updateAddress } from './address.store';

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
    // Spec §2.7/§6: the institution's data (and its audience and collective invoice) is the operator's.
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
    await db.updateTable('customers').set({ selected_address_id: address.id }).where('id', '=', customer.id).execute();
    return c.json({ data: await customerJson(db, customer) }, 200);
  });
}
