import { describe, expect, it } from 'vitest';
import { LOCALES } from '@hearth/shared/locales';
import { passwordResetEmail } from '../auth/password-reset-email.js';
import { existingAccountEmail, verificationEmail } from '../auth/verification-email.js';
import { hearthInviteEmail } from '../modules/hearths/hearth-invite-email.js';
import { messagesIn, recipientLocale } from './messages.js';

describe('the server catalogs', () => {
  it('load every language, each runtime in its own', () => {
    expect(LOCALES.map((locale) => messagesIn(locale)._('feed.mealType.dinner'))).toEqual([
      'Dinner',
      'Abendessen',
      'Dîner',
      'Cena',
      'Cena',
      'Avondeten',
      'Jantar',
      'Kolacja',
      'Middag',
      'العشاء',
    ]);
  });
});

describe('recipientLocale', () => {
  it("writes in the account's language, else the request's, else English", () => {
    expect(recipientLocale('sv', 'de')).toBe('sv');
    expect(recipientLocale(null, 'de-CH, fr;q=0.5')).toBe('de');
    expect(recipientLocale('klingon', 'nl')).toBe('nl');
    expect(recipientLocale(null, undefined)).toBe('en');
    expect(recipientLocale(undefined, 'ja')).toBe('en');
  });
});

describe('the mails', () => {
  it('keep their English texts', () => {
    expect(verificationEmail('en', 'a@example.com', 'https://x/verify')).toEqual({
      to: 'a@example.com',
      subject: 'Confirm your e-mail for The Hearth',
      text: [
        'Welcome to The Hearth!',
        '',
        'Confirm your e-mail address to finish creating your account:',
        'https://x/verify',
        '',
        'If you did not sign up, you can ignore this message.',
      ].join('\n'),
    });
    expect(existingAccountEmail('en', 'a@example.com', 'https://x/login').text).toBe(
      [
        'Someone, perhaps you, tried to create a new account on The Hearth with this e-mail address.',
        '',
        'You already have an account. Sign in here:',
        'https://x/login',
        '',
        'If it was not you, you can ignore this message: nothing has changed.',
      ].join('\n'),
    );
  });

  it('write a password reset in the recipient’s language, with its link', () => {
    const mail = passwordResetEmail('fr', 'b@example.com', 'https://x/reset?token=1');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe pour The Hearth');
    expect(mail.text).toContain('\nhttps://x/reset?token=1\n');
  });

  it('write a hearth invitation with who invites, to which hearth, and the link', () => {
    const mail = hearthInviteEmail('es', { to: 'c@example.com', inviter: 'Ana', hearth: 'Casa Ruiz', url: 'https://x/join/abc' });
    expect(mail).toEqual({
      to: 'c@example.com',
      subject: 'Ana te invita al hogar «Casa Ruiz» en The Hearth',
      text: 'Ana te invita a planificar comidas juntos en el hogar «Casa Ruiz» en The Hearth.\n\nÚnete aquí:\nhttps://x/join/abc\n\nSi no conoces a Ana, puedes ignorar este mensaje.',
    });
  });
});
