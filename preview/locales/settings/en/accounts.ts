import type { SettingText } from '../setting-text.ts';
import type { accountsDe } from '../de/accounts.ts';
import { formFieldEn } from './form-field.ts';

export const accountsEn: Record<keyof typeof accountsDe, SettingText> = {
  accounts: { label: 'Customer accounts', help: 'Registration, extra customer fields and the list of orders.' },
  'accounts.registration': { label: 'Registration', help: 'Whether visitors can create a customer account. The ticketing system can still switch registration off.' },
  'accounts.registration.allowed': { label: 'Allow registration', help: 'Shows links to register and, at checkout, the choice “Create an account”; otherwise checkout continues as a guest.' },
  'accounts.registration.displayLogin': { label: 'Sign-in link on the guest form' },
  'accounts.userFormFields': { label: 'Extra customer fields', help: 'Fields the registration and the guest forms ask for in addition.' },
  ...formFieldEn('accounts.userFormFields'),
  'accounts.ordersPerPage': { label: 'Orders per page', help: "In the customer account; the account's overview shows the latest this many." },
};
