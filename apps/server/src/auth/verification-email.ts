import type { MailMessage } from '../lib/mailer.js';

/** The message that confirms a new address; the link signs the user in when followed. */
export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail for The Hearth',
    text: [
      'Welcome to The Hearth!',
      '',
      'Confirm your e-mail address to finish creating your account:',
      url,
      '',
      'If you did not sign up, you can ignore this message.',
    ].join('\n'),
  };
}
