import type { Pages, ShopInfo } from './content-types';

export function pagesFr(s: ShopInfo): Pages {
  return {
    agb: `<h2>Conditions générales de vente</h2>
<h3>1. Champ d’application</h3><p>Ces conditions s’appliquent à tous les achats sur la boutique en ligne de ${s.name}, exploitée par ${s.operator}.</p>
<h3>2. Conclusion du contrat</h3><p>En cliquant sur « Commander et payer », vous faites une offre ferme. Le contrat est conclu à réception de notre e-mail de confirmation.</p>
<h3>3. Prix et paiement</h3><p>Tous les prix sont des prix finaux en euros, TVA comprise. Nous acceptons les moyens de paiement affichés lors de la commande.</p>
<h3>4. Billets</h3><p>Les billets ne sont valables que pour le jour ou le créneau réservé. Les tarifs réduits exigent un justificatif.</p>
<h3>5. Rétractation</h3><p>Il n’existe pas de droit de rétractation pour les loisirs à date fixe. Les bons et articles peuvent être retournés sous 14 jours.</p>`,
    impressum: `<h2>Mentions légales</h2>
<p>${s.operator}<br>${s.street}<br>${s.zip} ${s.city}, Allemagne</p>
<p>Représenté par : ${s.director} (direction)<br>Téléphone : ${s.phone}<br>E-mail : <a href="mailto:${s.email}">${s.email}</a></p>
<p>N° de TVA : DE 000 000 000 (démo)</p>
<p>Ceci est une boutique de démonstration aux données fictives. Aucune vente réelle n’a lieu.</p>`,
    datenschutz: `<h2>Politique de confidentialité</h2>
<p>Le responsable du traitement est ${s.operator}, ${s.street}, ${s.zip} ${s.city}.</p>
<h3>Données traitées</h3><p>Pour votre commande, nous enregistrons votre nom, votre adresse e-mail, votre adresse de facturation et les prestations réservées. Les données de paiement sont traitées uniquement par notre prestataire de paiement.</p>
<h3>Cookies et statistiques</h3><p>Les cookies techniques conservent votre panier. Les services statistiques ne sont chargés qu’avec votre consentement, révocable à tout moment.</p>
<h3>Vos droits</h3><p>Vous disposez d’un droit d’accès, de rectification, d’effacement et de limitation. Écrivez-nous à <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    kontakt: `<h2>Contact</h2>
<p>Service des visiteurs ${s.name}<br>${s.street}, ${s.zip} ${s.city}</p>
<p>Téléphone : ${s.phone} (mar.–dim., 10 h–16 h)<br>E-mail : <a href="mailto:${s.email}">${s.email}</a></p>
<p>Pour les réservations de groupes et de classes, écrivez-nous de préférence par e-mail.</p>`,
    faq: `<h2>Questions fréquentes</h2>
<h3>Dois-je imprimer mon billet ?</h3><p>Non, vous pouvez le présenter sur votre smartphone.</p>
<h3>Qu’est-ce qu’un créneau ?</h3><p>Vous entrez dans le musée pendant le créneau choisi et restez aussi longtemps que vous le souhaitez.</p>
<h3>Puis-je échanger mon billet ?</h3><p>Les billets à date fixe ne sont pas échangeables. Dans des cas exceptionnels, notre service des visiteurs vous aide.</p>
<h3>Y a-t-il des casiers ?</h3><p>Oui, des casiers gratuits se trouvent dans le hall.</p>`,
    accessibility: `<h2>Accessibilité</h2>
<p>Toutes les salles sont accessibles de plain-pied ; des ascenseurs desservent tous les étages. Fauteuils roulants et sièges pliants sont prêtés gratuitement.</p>
<p>L’accompagnateur d’une personne ayant besoin d’assistance entre gratuitement. Les chiens d’assistance sont les bienvenus.</p>
<p>Pour toute question sur l’accessibilité de la boutique en ligne : <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    'easy-language': `<h2>Facile à lire</h2>
<p>Ici, vous pouvez acheter des billets pour le musée.</p>
<p>Vous choisissez un jour. Vous choisissez une heure. Ensuite, vous payez.</p>
<p>Vous recevez un e-mail. Votre billet est dans l’e-mail.</p>
<p>Vous avez des questions ? Appelez-nous : ${s.phone}.</p>`,
    waiting_room: '<p>En ce moment, un très grand nombre de personnes souhaitent acheter des billets. Vous êtes à la position {{position}} dans la file. Attente estimée : {{remaining}}. Merci de laisser cette fenêtre ouverte.</p>',
  };
}
