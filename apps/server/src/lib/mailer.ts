import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
}

/** Sends mail over SMTP_URL. Without it, mail is not configured and sending is refused. */
export function createMailer(mail: { smtpUrl: string; from: string } | undefined, log: FastifyBaseLogger): Mailer {
  if (!mail) {
    return {
      configured: false,
      async send(message) {
        log.warn({ to: message.to, subject: message.subject }, 'mail is not configured; message dropped');
      },
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}
