import type { Pages, ShopInfo } from './content-types';

export function pagesDe(s: ShopInfo): Pages {
  return {
    agb: `<h2>Allgemeine Geschäftsbedingungen</h2>
<h3>1. Geltungsbereich</h3><p>Diese Bedingungen gelten für alle Käufe im Online-Shop von ${s.name}, betrieben von ${s.operator}.</p>
<h3>2. Vertragsschluss</h3><p>Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit der Bestätigungs-E-Mail zustande.</p>
<h3>3. Preise und Zahlung</h3><p>Alle Preise sind Endpreise in Euro inklusive gesetzlicher Umsatzsteuer. Wir akzeptieren die im Bestellvorgang angezeigten Zahlungsarten.</p>
<h3>4. Tickets</h3><p>Tickets gelten nur für den gebuchten Tag bzw. das gebuchte Zeitfenster. Ermäßigungen gelten nur mit gültigem Nachweis.</p>
<h3>5. Widerruf</h3><p>Für Freizeitveranstaltungen mit festem Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht. Gutscheine und Waren können Sie innerhalb von 14 Tagen widerrufen.</p>`,
    impressum: `<h2>Impressum</h2>
<p>${s.operator}<br>${s.street}<br>${s.zip} ${s.city}</p>
<p>Vertreten durch: ${s.director} (Direktion)<br>Telefon: ${s.phone}<br>E-Mail: <a href="mailto:${s.email}">${s.email}</a></p>
<p>Umsatzsteuer-ID: DE 000 000 000 (Demo)</p>
<p>Dies ist ein Demo-Shop mit erfundenen Angaben. Es findet kein echter Verkauf statt.</p>`,
    datenschutz: `<h2>Datenschutzerklärung</h2>
<p>Verantwortlich für die Datenverarbeitung ist ${s.operator}, ${s.street}, ${s.zip} ${s.city}.</p>
<h3>Welche Daten wir verarbeiten</h3><p>Für Ihre Bestellung speichern wir Name, E-Mail-Adresse, Rechnungsadresse und die gebuchten Leistungen. Zahlungsdaten verarbeitet ausschließlich unser Zahlungsdienstleister.</p>
<h3>Cookies und Statistik</h3><p>Technisch notwendige Cookies halten Ihren Warenkorb. Statistik-Dienste laden wir nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.</p>
<h3>Ihre Rechte</h3><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. Schreiben Sie uns an <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    kontakt: `<h2>Kontakt</h2>
<p>Besucherservice ${s.name}<br>${s.street}, ${s.zip} ${s.city}</p>
<p>Telefon: ${s.phone} (Di–So, 10–16 Uhr)<br>E-Mail: <a href="mailto:${s.email}">${s.email}</a></p>
<p>Für Gruppen- und Schulbuchungen erreichen Sie uns am besten per E-Mail.</p>`,
    faq: `<h2>Häufige Fragen</h2>
<h3>Muss ich mein Ticket ausdrucken?</h3><p>Nein, Sie können das Ticket auch auf dem Smartphone vorzeigen.</p>
<h3>Was bedeutet ein Zeitfenster?</h3><p>Sie betreten das Museum innerhalb des gewählten Zeitfensters und bleiben danach so lange Sie möchten.</p>
<h3>Kann ich mein Ticket umtauschen?</h3><p>Tickets mit festem Termin sind vom Umtausch ausgeschlossen. In Ausnahmefällen hilft der Besucherservice.</p>
<h3>Gibt es Schließfächer?</h3><p>Ja, kostenlose Schließfächer befinden sich im Foyer.</p>`,
    accessibility: `<h2>Barrierefreiheit</h2>
<p>Alle Ausstellungsräume sind stufenlos erreichbar; Aufzüge verbinden sämtliche Etagen. Rollstühle und Sitzhocker können kostenlos ausgeliehen werden.</p>
<p>Eine Begleitperson von Menschen mit dem Merkzeichen B hat freien Eintritt. Assistenzhunde sind willkommen.</p>
<p>Fragen zur Barrierefreiheit des Online-Shops richten Sie bitte an <a href="mailto:${s.email}">${s.email}</a>.</p>`,
    'easy-language': `<h2>Leichte Sprache</h2>
<p>Hier können Sie Karten für das Museum kaufen.</p>
<p>Sie wählen einen Tag. Sie wählen eine Uhrzeit. Dann bezahlen Sie.</p>
<p>Sie bekommen eine E-Mail. In der E-Mail ist Ihre Karte.</p>
<p>Haben Sie Fragen? Rufen Sie uns an: ${s.phone}.</p>`,
    waiting_room: '<p>Gerade möchten sehr viele Menschen Tickets kaufen. Sie sind auf Platz {{position}} in der Warteschlange. Voraussichtliche Wartezeit: {{remaining}}. Bitte schließen Sie dieses Fenster nicht.</p>',
  };
}
