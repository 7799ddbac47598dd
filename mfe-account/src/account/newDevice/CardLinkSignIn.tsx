import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform, userDetailsFromAccount } from '@app/shared';
import formStyles from '../../common/Form.module.css';
import { loginWithCard } from '../accountApi';

/**
 * A phone's camera opened a sign-in card's QR code (/account#card=…): signs this device in for the
 * card's pupil (docs/adr/0018), then takes the secret out of the address bar and history.
 */
export function CardLinkSignIn({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    loginWithCard(platform.http, secret).then(
      (response) => {
        platform.signIn(response.token, userDetailsFromAccount(response));
        platform.toast({ message: t('auth.welcome', { name: response.first_name }), color: 'success', position: 'top' });
        platform.navigate('/home');
      },
      (failure: unknown) => setError(errorText(failure)),
    );
  }, [platform, secret, t, errorText]);

  return (
    <section className={formStyles.card} data-testid="card-link-sign-in" aria-live="polite">
      <h2 className={formStyles.cardTitle}>{t('newDevice.card.title')}</h2>
      {error ? (
        <>
          <p className={formStyles.alert} role="alert" data-testid="card-link-error">
            {error}
          </p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={onDone}>
              {t('newDevice.backToSignIn')}
            </button>
          </div>
        </>
      ) : (
        <p className={formStyles.cardIntro}>{t('cardLink.signingIn')}</p>
      )}
    </section>
  );
}
