import type { Selectable } from 'kysely';
import type { CustomerAddressesTable } from '../../db/schema';
import type { AddressJson, CustomerJson } from './customer.schemas';
import type { CustomerView } from './customer.store';

export function addressJson(row: Selectable<CustomerAddressesTable>): AddressJson {
  return {
    id: row.id, adressat: row.adressat, street: row.street, zip: row.zip, city: row.city, country_id: row.country_id,
    adress_type_id: row.adress_type_id, vat_number: row.vat_number,
    institution: row.institution_name ? { name: row.institution_name } : null,
    cost_centre: row.cost_centre, has_collective_invoice_payment: row.has_collective_invoice_payment,
    price_target_audience: row.price_target_audience_id === null ? null : { id: row.price_target_audience_id },
  };
}

/** The customer as the engine reads it. */
export function customerJsonOf(row: CustomerView, addresses: AddressJson[]): CustomerJson {
  return {
    id: row.id, email: row.email, name: row.name, surname: row.surname, salutation_id: row.salutation_id, level: row.level,
    customer_type: row.customer_type, language_id: row.language_id, price_target_audience_id: row.price_target_audience_id,
    date_of_birth: row.birthday, selected_address_id: row.selected_address_id, newsletter_group_ids: row.newsletter_group_ids,
    confirmed: row.confirmed_at !== null, addresses,
  };
}
