import * as Tabs from '@radix-ui/react-tabs';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { AccountTab } from '../components/account-tab.tsx';
import { DietaryTab } from '../components/dietary-tab.tsx';
import { SubscriptionTab } from '../components/subscription-tab.tsx';
import '../settings.css';

export function SettingsPage() {
  const { data: profile, error, isPending } = useProfile();
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
        <Tabs.Root className="settings" defaultValue="account" orientation="vertical">
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
            <SubscriptionTab profile={profile} />
          </Tabs.Content>
          <Tabs.Content value="dietary">
            <DietaryTab profile={profile} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  );
}
