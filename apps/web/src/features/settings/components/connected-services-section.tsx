import type { I18n } from '@lingui/core';
import type { ConnectedServices } from '@hearth/shared/services';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useConnectedServices } from '../../../lib/services';
import { useI18n } from '../i18n';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

interface ServiceLine {
  name: string;
  on: boolean;
  detail: string;
}

/** What each service does for a cook, and which server setting turns it on. */
function describe(i18n: I18n, services: ConnectedServices): ServiceLine[] {
  const { googleSignIn, email, instacart, photoRecognition } = services;
  return [
    {
      name: i18n._('settings.services.google'),
      on: googleSignIn.configured,
      detail: googleSignIn.configured ? i18n._('settings.services.googleOn') : i18n._('settings.services.googleOff'),
    },
    {
      name: i18n._('settings.services.email'),
      on: email.configured,
      detail: email.configured
        ? email.confirmationRequired
          ? i18n._('settings.services.emailConfirming')
          : i18n._('settings.services.emailOn')
        : i18n._('settings.services.emailOff'),
    },
    {
      name: i18n._('settings.services.instacart'),
      on: instacart.configured,
      detail: instacart.configured ? i18n._('settings.services.instacartOn') : i18n._('settings.services.instacartOff'),
    },
    {
      name: i18n._('settings.services.photos'),
      on: photoRecognition.configured,
      detail: photoRecognition.engine === 'vision-model' ? i18n._('settings.services.photosVision') : i18n._('settings.services.photosOcr'),
    },
  ];
}

export function ConnectedServicesSection() {
  const { i18n } = useI18n();
  const services = useConnectedServices();

  return (
    <SettingsSection title={i18n._('settings.services.title')} lead={i18n._('settings.services.lead')}>
      {services.isPending ? <StatusMessage>{i18n._('settings.services.loading')}</StatusMessage> : null}
      {services.isError ? <Alert>{i18n._('settings.services.loadFailed')}</Alert> : null}
      {services.data ? (
        <dl className={styles.services}>
          {describe(i18n, services.data).map((service) => (
            <div key={service.name} className={styles.service}>
              <dt>
                {service.name}
                <span className={`${styles.badge} ${service.on ? styles.on : styles.off}`}>
                  {service.on ? i18n._('settings.services.on') : i18n._('settings.services.off')}
                </span>
              </dt>
              <dd>{service.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </SettingsSection>
  );
}
