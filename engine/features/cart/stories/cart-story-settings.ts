/** museen's payment radios (schemas/examples/museen.json) on the default fixture shop. */
export const allPaymentModes = {
  checkout: {
    paymentModes: {
      ids: { creditCard: '2', collectiveInvoice: '6', wallet: '7', sepa: '8', instantTransfer: '9' },
      enabled: { creditCard: true, collectiveInvoice: true, wallet: true, sepa: true, instantTransfer: true },
    },
  },
};
