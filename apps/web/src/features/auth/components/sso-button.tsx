import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { useStartSso } from '../api/start-sso';
import { useI18n } from '../i18n';

/**
 * "Sign in with {provider}": the household's own identity provider. A plain request and a
 * page change, so the sign-in screen carries no OAuth client of its own.
 */
export function SsoButton({ label, returnTo, from }: { label: string; returnTo: string; from: '/login' | '/register' }) {
  const { i18n } = useI18n();
  const startSso = useStartSso();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <PendingButton
        variant="secondary"
        fullWidth
        pending={startSso.isPending}
        pendingLabel={i18n._('auth.sso.starting')}
        onClick={() => {
          setError(null);
          startSso.mutate({ returnTo, from }, { onError: (failure) => setError(errorText(i18n, failure, i18n._('auth.sso.failed'))) });
        }}
      >
        <KeyMark />
        {label}
      </PendingButton>
    </>
  );
}

function KeyMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="8" cy="15" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m11 12 9-9m-3 3 3 3m-6 0 2 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
