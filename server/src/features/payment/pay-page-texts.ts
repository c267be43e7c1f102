export interface PayPageTexts {
  title: string; intro: string; amount: string; order: string; pay: string; fail: string; cancel: string;
  closed: string; back: string; sandbox: string;
}

/** The hosted sandbox page speaks the shop's four languages; German is the fallback. @see requirements/settings.md §1.2 */
const PAY_PAGE_TEXTS: Record<string, PayPageTexts> = {
  de: {
    title: 'Testzahlung', intro: 'Zahlung an {shop}', amount: 'Betrag', order: 'Bestellung',
    pay: 'Bezahlen', fail: 'Zahlung fehlschlagen lassen', cancel: 'Zahlung abbrechen',
    closed: 'Diese Bestellung kann nicht mehr bezahlt werden.', back: 'Zurück zum Shop',
    sandbox: 'Test-Zahlungsanbieter: Es wird kein echtes Geld bewegt.',
  },
  en: {
    title: 'Test payment', intro: 'Payment to {shop}', amount: 'Amount', order: 'Order',
    pay: 'Pay', fail: 'Make the payment fail', cancel: 'Cancel payment',
    closed: 'This order can no longer be paid.', back: 'Back to the shop',
    sandbox: 'Test payment provider: no real money is moved.',
  },
  es: {
    title: 'Pago de prueba', intro: 'Pago a {shop}', amount: 'Importe', order: 'Pedido',
    pay: 'Pagar', fail: 'Simular un pago fallido', cancel: 'Cancelar el pago',
    closed: 'Este pedido ya no se puede pagar.', back: 'Volver a la tienda',
    sandbox: 'Proveedor de pago de prueba: no se mueve dinero real.',
  },
  fr: {
    title: 'Paiement de test', intro: 'Paiement à {shop}', amount: 'Montant', order: 'Commande',
    pay: 'Payer', fail: 'Faire échouer le paiement', cancel: 'Annuler le paiement',
    closed: 'Cette commande ne peut plus être payée.', back: 'Retour à la boutique',
    sandbox: 'Prestataire de paiement de test : aucun argent réel n’est débité.',
  },
};

export function payPageTexts(locale: string): PayPageTexts {
  return PAY_PAGE_TEXTS[locale] ?? PAY_PAGE_TEXTS.de!;
}
