import type { Translations } from '../translations';

/** What an operator typically changes in the texts of their shop (locale → namespace → keys). */
export const translationOverrides: Record<string, Translations> = {
  museen: {
    de: {
      frame: { notice: { header: 'Donnerstags länger geöffnet', body: 'Die Kunsthalle am Fluss ist jeden Donnerstag bis 20 Uhr geöffnet.' } },
      cart: { banner: 'Tipp: Mit der Jahreskarte besuchen Sie alle drei Häuser ein Jahr lang.' },
      tickets: { soldOutBanner: 'Für die nächsten Tage sind alle Zeitfenster ausgebucht. Probieren Sie ein späteres Datum oder das Flexticket.' },
    },
    en: {
      frame: { notice: { header: 'Late opening on Thursdays', body: 'The Kunsthalle am Fluss is open until 8 pm every Thursday.' } },
      cart: { banner: 'Tip: with the annual pass you can visit all three houses for a whole year.' },
      tickets: { soldOutBanner: 'All time slots for the next few days are booked. Try a later date or the flex ticket.' },
    },
    es: {
      frame: { notice: { header: 'Los jueves, horario ampliado', body: 'La Kunsthalle am Fluss abre todos los jueves hasta las 20 h.' } },
      cart: { banner: 'Consejo: con el pase anual visita los tres museos durante todo un año.' },
      tickets: { soldOutBanner: 'Todas las franjas de los próximos días están agotadas. Pruebe una fecha posterior o la entrada flexible.' },
    },
    fr: {
      frame: { notice: { header: 'Nocturne le jeudi', body: 'La Kunsthalle am Fluss est ouverte jusqu’à 20 h tous les jeudis.' } },
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
