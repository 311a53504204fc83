import { useEffect, useState } from 'react';
import { Button, Spinner } from 'shared-ui';
import { useT } from './messages';
import { useT as useOrdersT } from '../orders/messages';
import { useT as useAccountT } from '../account/messages';
import { errorText } from '../orders/format';
import { AccountSubpage } from '../wallet/Subpage';
import * as S from '../wallet/styles';
import { usePageTitle } from 'shared-ui/tab-title';
import { loadProfile, ProfileForm, type Profile } from './ProfileForm';
import { PasswordForm } from './PasswordForm';

type State =
  | { status: 'loading' }
  | { status: 'ready'; profile: Profile }
  | { status: 'error'; message: string };

/**
 * /account/profile: the profile form and the change-password form (spec §3, §7 Profile). The
 * account's 'Change password' shortcut opens /account/profile#password: the shell brings the
 * form (id "password") into view and focus (shell routing/pageScroll.ts), as for any such address.
 */
export function ProfilePage() {
  const t = useT();
  const ordersT = useOrdersT();
  const accountT = useAccountT();
  const title = t('title:/account/profile');
  usePageTitle(title);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadProfile().then(
      (answer) => live && setState({ status: 'ready', profile: answer.profile }),
      (err: unknown) =>
        live && setState({ status: 'error', message: errorText(err, accountT('account.profileFailed')) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <AccountSubpage title={title} intro={t('profile.intro')}>
      <S.Columns>
        <S.Stack>
          {state.status === 'loading' && <Spinner label={accountT('account.profileLoading')} />}
          {state.status === 'error' && (
            <S.Box $tone="danger" role="alert">
              <p>{state.message}</p>
              <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
                {ordersT('orders.tryAgain')}
              </Button>
            </S.Box>
          )}
          {state.status === 'ready' && (
            <ProfileForm
              profile={state.profile}
              onSaved={(profile) => setState({ status: 'ready', profile })}
            />
          )}
        </S.Stack>
        <PasswordForm />
      </S.Columns>
    </AccountSubpage>
  );
}
