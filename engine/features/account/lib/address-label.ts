/** The address fields a one-line label shows (requirements/accounts.md §3.2). */
export interface LabelledAddress {
  adressat?: string | null;
  street: string;
  zip: string;
  city: string;
  institution?: { name: string } | null;
}

/** One line for an option of the cart's address select: institution, addressee, street, zip city. */
export function addressLabel(address: LabelledAddress): string {
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [address.institution?.name, address.adressat, address.street, place].filter((part) => part && part.trim()).join(', ');
}
