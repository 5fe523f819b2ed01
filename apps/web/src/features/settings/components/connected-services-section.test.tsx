import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ConnectedServicesSection } from './connected-services-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedServicesSection', () => {
  it('says which services are set up, and how to set up the others', async () => {
    fakeApi({
      'GET /config/services': {
        body: {
          googleSignIn: { configured: false },
          email: { configured: true, confirmationRequired: true },
          instacart: { configured: true },
          photoRecognition: { configured: true, engine: 'built-in-ocr' },
        },
      },
    });
    renderWithProviders(<ConnectedServicesSection />);

    const google = (await screen.findByText('Google sign-in')).closest('div')!;
    expect(google).toHaveTextContent('Not set up');
    expect(google).toHaveTextContent('Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    expect(screen.getByText('E-mail').closest('div')).toHaveTextContent(/Set up.*new accounts confirm their address/);
    expect(screen.getByText('Instacart').closest('div')).toHaveTextContent(/^InstacartSet up/);
    expect(screen.getByText('Photo recognition').closest('div')).toHaveTextContent('built-in text recognition (OCR)');
  });

  it('says when the list could not be loaded', async () => {
    fakeApi({ 'GET /config/services': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } } });
    renderWithProviders(<ConnectedServicesSection />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('The list of services could not be loaded.');
  });
});
