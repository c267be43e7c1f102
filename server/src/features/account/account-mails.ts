import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { mailerFromEnv } from '../mail/mailer';
import { shopOrigin } from './shop-origin';

const TEXTS = {
  de: {
    confirmSubject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse', confirmBody: 'Bitte bestätigen Sie Ihr Kundenkonto über diesen Link:',
    resetSubject: 'Passwort zurücksetzen', resetBody: 'Über diesen Link können Sie ein neues Passwort festlegen (6 Stunden gültig):',
  },
  en: {
    confirmSubject: 'Please confirm your e-mail address', confirmBody: 'Please confirm your customer account with this link:',
    resetSubject: 'Reset your password', resetBody: 'Use this link to choose a new password (valid for 6 hours):',
  },
  es: {
    confirmSubject: 'Confirme su dirección de correo electrónico', confirmBody: 'Confirme su cuenta de cliente con este enlace:',
    resetSubject: 'Restablecer la contraseña', resetBody: 'Con este enlace puede elegir una nueva contraseña (válido durante 6 horas):',
  },
  fr: {
    confirmSubject: 'Veuillez confirmer votre adresse e-mail', confirmBody: 'Veuillez confirmer votre compte client avec ce lien :',
    resetSubject: 'Réinitialiser votre mot de passe', resetBody: 'Ce lien vous permet de choisir un nouveau mot de passe (valable 6 heures) :',
  },
} as const;

function textsFor(locale: string) {
  return TEXTS[locale as keyof typeof TEXTS] ?? TEXTS.en;
}

/** Account e-mails go through the shared mailer (outbox or SMTP), tagged with the shop for the operator's outbox. */
async function sendAccountMail(c: Context<AppEnv>, mail: { to: string; subject: string; text: string; slug: string }) {
  const shop = c.get('shop');
  const html = `<p>${mail.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`;
  await mailerFromEnv(c.get('deps').outboxDir).send({ ...mail, from: sender(c), html, headers: { 'X-Shop': shop.slug } });
}

function sender(c: Context<AppEnv>): string {
  const shop = c.get('shop');
  return `"${shop.name.replace(/"/g, '')}" <noreply@${shop.hosts[0] ?? 'localhost'}>`;
}

/** requirements/accounts.md §4.1: the link opens the engine's confirmation-success route with the token. */
export async function sendConfirmationMail(c: Context<AppEnv>, to: string, token: string): Promise<void> {
  const texts = textsFor(c.get('locale'));
  const link = `${shopOrigin(c, c.get('shop'))}/#/user/confirmation-success?confirmation_token=${encodeURIComponent(token)}`;
  await sendAccountMail(c, { to, subject: texts.confirmSubject, text: `${texts.confirmBody}\n\n${link}\n`, slug: 'account-confirmation' });
}

/** requirements/accounts.md §2.1: the link opens password-reset in state 'reset'; redirect_url from the client is ignored (no open redirect). */
export async function sendResetMail(c: Context<AppEnv>, to: string, token: string): Promise<void> {
  const texts = textsFor(c.get('locale'));
  const link = `${shopOrigin(c, c.get('shop'))}/#/user/password-reset?reset_password_token=${encodeURIComponent(token)}`;
  await sendAccountMail(c, { to, subject: texts.resetSubject, text: `${texts.resetBody}\n\n${link}\n`, slug: 'password-reset' });
}
