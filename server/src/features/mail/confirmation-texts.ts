export interface ConfirmationTexts {
  subject: string; greeting: string; greetingNamed: string; intro: string; order: string; item: string;
  quantity: string; price: string; total: string; download: string; downloadLink: string; attached: string; footer: string;
  /** Only for orders with annual tickets to personalise. */
  annual: string; annualLink: string;
}

/**
 * Order confirmation in the shop's four languages; placeholders {shop}, {order}, {name}.
 * Whole sentences per key, never assembled from fragments (house-style.md §12).
 */
const CONFIRMATION_TEXTS: Record<string, ConfirmationTexts> = {
  de: {
    subject: 'Ihre Bestellung {order} bei {shop}', greeting: 'Guten Tag,', greetingNamed: 'Guten Tag {name},',
    intro: 'vielen Dank für Ihre Bestellung {order}. Hier ist die Übersicht:', order: 'Bestellung', item: 'Artikel',
    quantity: 'Anzahl', price: 'Preis', total: 'Gesamt', download: 'Ihre Tickets können Sie jederzeit hier herunterladen:',
    downloadLink: 'Tickets herunterladen', attached: 'Die Tickets hängen außerdem als PDF an dieser E-Mail.',
    footer: 'Wir freuen uns auf Ihren Besuch. {shop}',
    annual: 'Bitte personalisieren Sie Ihre Jahreskarten hier:', annualLink: 'Jahreskarten personalisieren',
  },
  en: {
    subject: 'Your order {order} at {shop}', greeting: 'Hello,', greetingNamed: 'Hello {name},',
    intro: 'thank you for your order {order}. Here is the summary:', order: 'Order', item: 'Item',
    quantity: 'Quantity', price: 'Price', total: 'Total', download: 'You can download your tickets at any time here:',
    downloadLink: 'Download tickets', attached: 'The tickets are also attached to this e-mail as PDF.',
    footer: 'We look forward to your visit. {shop}',
    annual: 'Please personalise your annual tickets here:', annualLink: 'Personalise annual tickets',
  },
  es: {
    subject: 'Su pedido {order} en {shop}', greeting: 'Hola:', greetingNamed: 'Hola, {name}:',
    intro: 'gracias por su pedido {order}. Este es el resumen:', order: 'Pedido', item: 'Artículo',
    quantity: 'Cantidad', price: 'Precio', total: 'Total', download: 'Puede descargar sus entradas en cualquier momento aquí:',
    downloadLink: 'Descargar entradas', attached: 'Las entradas también se adjuntan a este correo en PDF.',
    footer: 'Esperamos su visita. {shop}',
    annual: 'Personalice aquí sus pases anuales:', annualLink: 'Personalizar pases anuales',
  },
  fr: {
    subject: 'Votre commande {order} chez {shop}', greeting: 'Bonjour,', greetingNamed: 'Bonjour {name},',
    intro: 'merci pour votre commande {order}. En voici le récapitulatif :', order: 'Commande', item: 'Article',
    quantity: 'Quantité', price: 'Prix', total: 'Total', download: 'Vous pouvez télécharger vos billets à tout moment ici :',
    downloadLink: 'Télécharger les billets', attached: 'Les billets sont également joints à cet e-mail au format PDF.',
    footer: 'Nous nous réjouissons de votre visite. {shop}',
    annual: 'Veuillez personnaliser vos abonnements annuels ici :', annualLink: 'Personnaliser les abonnements annuels',
  },
};

export function confirmationTexts(locale: string): ConfirmationTexts {
  return CONFIRMATION_TEXTS[locale] ?? CONFIRMATION_TEXTS.de!;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
