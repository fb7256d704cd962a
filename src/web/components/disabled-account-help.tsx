import { Link } from 'react-router';
import { paths } from '../paths.ts';
import styles from './disabled-account-help.module.css';

/** The contact page's form for a disabled account, which cannot sign in. */
export const DISABLED_ACCOUNT_CONTACT_PATH = `${paths.contact}?account=disabled`;

/** What the contact page pre-fills from the login form that was refused. */
export type TDisabledContactState = { email?: string };

/** Said under a refused login or the sign-out notice: a disabled account still reaches support. */
export function DisabledAccountHelp({ email }: { email?: string }) {
  const state: TDisabledContactState = { email };
  return (
    <p className={styles.help}>
      You can still write to us without signing in:{' '}
      <Link to={DISABLED_ACCOUNT_CONTACT_PATH} state={state}>
        Contact support
      </Link>
    </p>
  );
}
