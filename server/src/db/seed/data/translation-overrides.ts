import type { Translations } from '../translations';

/** What an operator typically changes in the texts of their shop (locale → namespace → keys). */
export const translationOverrides: Record<string, Translations> = {
  museen: {
    de: {
      frame: { notice: { header: 'Feiertagsöffnung', body: 'Am 3. Oktober sind alle drei Häuser von 10 bis 18 Uhr geöffnet.' } },
      cart: { banner: 'Tipp: Mit der Jahreskarte besuchen Sie alle drei Häuser ein Jahr lang.' },
      tickets: { soldOutBanner: 'Für die nächsten Tage sind alle Zeitfenster ausgebucht. Probieren Sie ein späteres Datum oder das Flexticket.' },
    },
    en: {
      frame: { notice: { header: 'Holiday opening', body: 'On 3 October all three houses are open from 10 am to 6 pm.' } },
      cart: { banner: 'Tip: with the annual pass you can visit all three houses for a whole year.' },
      tickets: { soldOutBanner: 'All time slots for the next few days are booked. Try a later date or the flex ticket.' },
    },
    es: {
      frame: { notice: { header: 'Apertura en festivo', body: 'El 3 de octubre los tres museos abren de 10 a 18 h.' } },
      cart: { banner: 'Consejo: con el pase anual visita los tres museos durante todo un año.' },
      tickets: { soldOutBanner: 'Todas las franjas de los próximos días están agotadas. Pruebe una fecha posterior o la entrada flexible.' },
    },
    fr: {
      frame: { notice: { header: 'Ouverture jour férié', body: 'Le 3 octobre, les trois musées sont ouverts de 10 h à 18 h.' } },
      cart: { banner: 'Astuce : avec l’abonnement annuel, visitez les trois musées pendant un an.' },
      tickets: { soldOutBanner: 'Tous les créneaux des prochains jours sont complets. Essayez une date ultérieure ou le billet flexible.' },
    },
  },
  stadtmuseum: {
    de: {
      frame: { footer: { links: { agb: { url: 'https://www.stadtmuseum-lindenau.example/agb' } } } },
      tickets: { soldOutBanner: 'Heute sind alle Zeitfenster vergeben – Tagestickets gibt es weiterhin an der Kasse.' },
    },
    en: {
      frame: { footer: { links: { agb: { url: 'https://www.stadtmuseum-lindenau.example/en/terms' } } } },
      tickets: { soldOutBanner: 'All time slots are taken today – day tickets are still available at the desk.' },
    },
  },
};
