import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { readErrorMessage } from '@/lib/api-client.ts';
import { profileQueryOptions } from '@/lib/api/profile.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { AccountTab } from '../components/account-tab.tsx';
import { DietaryTab } from '../components/dietary-tab.tsx';
import { SubscriptionTab } from '../components/subscription-tab.tsx';
import '../settings.css';

const TABS = ['account', 'subscription', 'dietary'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => TABS.some((tab) => tab === value);

export function SettingsPage() {
  const { data: profile, error, isPending } = useQuery(profileQueryOptions());
  // Phones lay the tabs out in one row (settings.css, same breakpoint), so the arrow keys follow it.
  const isNarrowScreen = useMediaQuery('(max-width: 720px)');
  // ?tab=subscription opens a tab directly (checkout and the billing portal return here).
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: TTab = isTab(requestedTab) ? requestedTab : 'account';
  const isReturningFromCheckout = searchParams.get('checkout') === 'success';
  const handleTabChange = (value: string) => {
    if (isTab(value)) setSearchParams(value === 'account' ? {} : { tab: value }, { replace: true });
  };
  return (
    <section className="page">
      <h1>Settings</h1>
      {isPending ? (
        <p role="status">Loading</p>
      ) : error || !profile ? (
        <p className="form-error" role="alert">
          {readErrorMessage(error, 'Could not load your settings.')}
        </p>
      ) : (
        <Tabs.Root className="settings" value={tab} onValueChange={handleTabChange} orientation={isNarrowScreen ? 'horizontal' : 'vertical'}>
          <Tabs.List className="settings__tabs" aria-label="Settings">
            <Tabs.Trigger className="settings__tab" value="account">
              Account
            </Tabs.Trigger>
            <Tabs.Trigger className="settings__tab" value="subscription">
              Subscription
            </Tabs.Trigger>
            <Tabs.Trigger className="settings__tab" value="dietary">
              Dietary Restrictions
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="account">
            <AccountTab profile={profile} />
          </Tabs.Content>
          <Tabs.Content value="subscription">
            <SubscriptionTab profile={profile} isReturningFromCheckout={isReturningFromCheckout} />
          </Tabs.Content>
          <Tabs.Content value="dietary">
            <DietaryTab profile={profile} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  );
}
