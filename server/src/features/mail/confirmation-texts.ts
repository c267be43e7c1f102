export interface ConfirmationTexts {
  subject: string; greeting: string; greetingNamed: string; intro: string; order: string; item: string;
  quantity: string; price: string; total: string; download: string; downloadLink: string; attached: string; footer: string;
  /** Only for orders with annual tickets to personalise. */
  annual: string; annualLink: string;
  /** Wallet passes (issue 17): the sentence before the links and the links' words. */
  wallet: string; walletApple: string; walletGoogle: string;
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
    wallet: 'Ihre Tickets für das Smartphone-Wallet:', walletApple: 'Zu Apple Wallet hinzufügen', walletGoogle: 'In Google Wallet speichern',
  },
  en: {
    subject: 'Your order {order} at {shop}', greeting: 'Hello,', greetingNamed: 'Hello {name},',
    intro: 'thank you for your order {order}. Here is the summary:', order: 'Order', item: 'Item',
    quantity: 'Quantity', price: 'Price', total: 'Total', download: 'You can download your tickets at any time here:',
    downloadLink: 'Download tickets', attached: 'The tickets are also attached to this e-mail as PDF.',
    footer: 'We look forward to your visit. {shop}',
    annual: 'Please personalise your annual tickets here:', annualLink: 'Personalise annual tickets',
    wallet: 'Your tickets for your smartphone wallet:', walletApple: 'Add to Apple Wallet', walletGoogle: 'Save to Google Wallet',
  },
  es: {
    subject: 'Su pedido {order} en {shop}', greeting: 'Hola:', greetingNamed: 'Hola, {name}:',
    intro: 'gracias por su pedido {order}. Este es el resumen:', order: 'Pedido', item: 'Artículo',
    quantity: 'Cantidad', price: 'Precio', total: 'Total', download: 'Puede descargar sus entradas en cualquier momento aquí:',
    downloadLink: 'Descargar entradas', attached: 'Las entradas también se adjuntan a este correo en PDF.',
    footer: 'Esperamos su visita. {shop}',
    annual: 'Personalice aquí sus pases anuales:', annualLink: 'Personalizar pases anuales',
    wallet: 'Sus entradas para el monedero del móvil:', walletApple: 'Añadir a Apple Wallet', walletGoogle: 'Guardar en Google Wallet',
  },
  fr: {
    subject: 'Votre commande {order} chez {shop}', greeting: 'Bonjour,', greetingNamed: 'Bonjour {name},',
    intro: 'merci pour votre commande {order}. En voici le récapitulatif :', order: 'Commande', item: 'Article',
    quantity: 'Quantité', price: 'Prix', total: 'Total', download: 'Vous pouvez télécharger vos billets à tout moment ici :',
    downloadLink: 'Télécharger les billets', attached: 'Les billets sont également joints à cet e-mail au format PDF.',
    footer: 'Nous nous réjouissons de votre visite. {shop}',
    annual: 'Veuillez personnaliser vos abonnements annuels ici :', annualLink: 'Personnaliser les abonnements annuels',
    wallet: 'Vos billets pour le portefeuille de votre smartphone :', walletApple: 'Ajouter à Apple Wallet', walletGoogle: 'Enregistrer dans Google Wallet',
  },
};

export function confirmationTexts(locale: string): ConfirmationTexts {
  return CONFIRMATION_TEXTS[locale] ?? CONFIRMATION_TEXTS.de!;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
