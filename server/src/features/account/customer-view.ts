import type { Db } from '../../db/connect';
import { addressJson, customerJsonOf } from './customer-json';
import type { AddressJson, CustomerJson } from './customer.schemas';
import { listAddresses, readCustomer } from './customer.store';
import type { CustomerRow } from './tokens.store';

export async function addressesOf(db: Db, customerId: number): Promise<AddressJson[]> {
  return (await listAddresses(db, customerId)).map(addressJson);
}

/** The customer as the engine reads it, re-read so that every change of this request shows. */
export async function customerJson(db: Db, customer: Pick<CustomerRow, 'id'>): Promise<CustomerJson> {
  const row = await readCustomer(db, customer.id);
  return customerJsonOf(row, await addressesOf(db, row.id));
}
