import { useId, useState } from 'react';
import type { AdminSettings } from '@hearth/shared/admin';
import { SIGN_UP_POLICIES, type SignUpPolicy } from '@hearth/shared/sign-in-rules';
import { Alert } from '../../../components/ui/alert';
import { useSetSignUpPolicy } from '../api/set-sign-up-policy';
import { useAdminMessages } from '../messages';
import { AdminSection } from './admin-section';
import { InvitationLinks } from './invitation-links';
import styles from './admin.module.css';

/** Who may sign up, saved as soon as it is chosen, and the invitation links for an invitation-only server. */
export function SignUpSection({ settings }: { settings: AdminSettings }) {
  const t = useAdminMessages();
  const setPolicy = useSetSignUpPolicy();
  // Shown chosen at once; back to the server's when the change is refused.
  const [chosen, setChosen] = useState<SignUpPolicy>(settings.signUp);
  const [saved, setSaved] = useState(false);
  const name = useId();

  function choose(policy: SignUpPolicy) {
    setChosen(policy);
    setSaved(false);
    setPolicy.mutate(policy, { onSuccess: () => setSaved(true), onError: () => setChosen(settings.signUp) });
  }

  return (
    <AdminSection title={t.signUpTitle} lead={t.signUpLead}>
      <fieldset className={styles.choices} disabled={setPolicy.isPending}>
        <legend>{t.signUpLegend}</legend>
        {SIGN_UP_POLICIES.map((policy) => {
          const id = `${name}-${policy}`;
          return (
            <div key={policy} className={styles.choice}>
              <input
                type="radio"
                id={id}
                name={name}
                value={policy}
                checked={chosen === policy}
                aria-describedby={`${id}-hint`}
                onChange={() => choose(policy)}
              />
              <label htmlFor={id}>
                {t.policies[policy].label}
                <span id={`${id}-hint`} className={styles.hint}>
                  {t.policies[policy].hint}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <p className={styles.muted}>{t.policyDefault(settings.signUpDefault)}</p>
      <div role="status">{saved && !setPolicy.isPending ? <p className={styles.success}>{t.policySaved}</p> : null}</div>
      {setPolicy.isError ? <Alert>{t.error(setPolicy.error, t.policyFailed)}</Alert> : null}
      <InvitationLinks />
    </AdminSection>
  );
}
