import type { ConnectedServices } from '@hearth/shared/services';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useConnectedServices } from '../../../lib/services';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

interface ServiceLine {
  name: string;
  on: boolean;
  detail: string;
}

/** What each service does for a cook, and which server setting turns it on. */
function describe(services: ConnectedServices): ServiceLine[] {
  const { googleSignIn, email, instacart, photoRecognition } = services;
  return [
    {
      name: 'Google sign-in',
      on: googleSignIn.configured,
      detail: googleSignIn.configured
        ? 'You can sign in with your Google account.'
        : 'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server to let people sign in with Google.',
    },
    {
      name: 'E-mail',
      on: email.configured,
      detail: email.configured
        ? email.confirmationRequired
          ? 'The server sends e-mail, and new accounts confirm their address before signing in.'
          : 'The server can send e-mail.'
        : 'Set SMTP_URL on the server to send e-mail, such as address confirmations.',
    },
    {
      name: 'Instacart',
      on: instacart.configured,
      detail: instacart.configured
        ? 'Shop buttons turn ingredients into an Instacart shopping list.'
        : 'Set INSTACART_API_KEY on the server to send ingredients to Instacart as a shopping list.',
    },
    {
      name: 'Photo recognition',
      on: photoRecognition.configured,
      detail:
        photoRecognition.engine === 'vision-model'
          ? 'Photos of food and recipes are read by a vision model.'
          : 'Photos of recipes are read by built-in text recognition (OCR). Set VISION_BASE_URL on the server to use a vision model instead.',
    },
  ];
}

export function ConnectedServicesSection() {
  const services = useConnectedServices();

  return (
    <SettingsSection title="Connected services" lead="What this server is set up to use. The person who runs it can change these.">
      {services.isPending ? <StatusMessage>Loading services...</StatusMessage> : null}
      {services.isError ? <Alert>The list of services could not be loaded. Please try again later.</Alert> : null}
      {services.data ? (
        <dl className={styles.services}>
          {describe(services.data).map((service) => (
            <div key={service.name} className={styles.service}>
              <dt>
                {service.name}
                <span className={`${styles.badge} ${service.on ? styles.on : styles.off}`}>{service.on ? 'Set up' : 'Not set up'}</span>
              </dt>
              <dd>{service.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </SettingsSection>
  );
}
