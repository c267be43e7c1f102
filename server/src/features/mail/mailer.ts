import nodemailer from 'nodemailer';
import { writeOutboxFile } from './outbox';

export interface MailAttachment { filename: string; content: Buffer; contentType?: string }

export interface OutgoingMail {
  from: string; to: string; subject: string; text: string; html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. X-Shop: <slug> so the operator preview lists the shop's mails. */
  headers?: Record<string, string>;
  /** File name part of the outbox copy, e.g. "order-42-confirmation". */
  slug: string;
}

export interface SentMail { messageId: string; outboxId: string | null }

export interface Mailer { transport: 'outbox' | 'smtp'; send(mail: OutgoingMail): Promise<SentMail> }

export interface MailerOptions { outboxDir: string; smtpUrl?: string | undefined }

/**
 * Without SMTP every message is written as an .eml file into the outbox folder, so the demo
 * and the tests can read exactly what a customer would receive. With an SMTP URL it is sent.
 */
export function createMailer({ outboxDir, smtpUrl }: MailerOptions): Mailer {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send({ slug: _slug, ...mail }) {
        const info = await smtp.sendMail(mail);
        return { messageId: info.messageId, outboxId: null };
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send({ slug, ...mail }) {
      const info = await stream.sendMail(mail);
      const outboxId = await writeOutboxFile(outboxDir, slug, info.message as Buffer);
      return { messageId: info.messageId, outboxId };
    },
  };
}

/** The server's mailer: SMTP when SMTP_URL is set, else the outbox folder. */
export function mailerFromEnv(outboxDir: string): Mailer {
  return createMailer({ outboxDir, smtpUrl: process.env.SMTP_URL });
}
