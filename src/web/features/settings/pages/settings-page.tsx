import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { VerticalTabs } from '../../../components/vertical-tabs/vertical-tabs.tsx';
import { AccountTab } from '../components/account-tab.tsx';
import { ApiTokensTab } from '../components/api-tokens-tab.tsx';
import { CalendarTab } from '../components/calendar-tab.tsx';
import { DietaryTab } from '../components/dietary-tab.tsx';
import { HouseholdTab } from '../components/household-tab.tsx';
import { SubscriptionTab } from '../components/subscription-tab.tsx';
import { ImportExportTab } from '../import-export/import-export-tab.tsx';
import '../settings.css';

const TABS = ['account', 'subscription', 'dietary', 'household', 'calendar', 'api-tokens', 'import-export'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => TABS.some((tab) => tab === value);

export function SettingsPage() {
  const { data: profile, error, isPending } = useQuery(profileQueryOptions());
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
        <VerticalTabs
          label="Settings"
          value={tab}
          onValueChange={handleTabChange}
          tabs={[
            { id: 'account', label: 'Account', content: <AccountTab profile={profile} /> },
            { id: 'subscription', label: 'Subscription', content: <SubscriptionTab profile={profile} isReturningFromCheckout={isReturningFromCheckout} /> },
            { id: 'dietary', label: 'Dietary Restrictions', content: <DietaryTab profile={profile} /> },
            { id: 'household', label: 'Household', content: <HouseholdTab myEmail={profile.email} /> },
            { id: 'calendar', label: 'Calendar', content: <CalendarTab /> },
            { id: 'api-tokens', label: 'API tokens', content: <ApiTokensTab /> },
            { id: 'import-export', label: 'Import / Export', content: <ImportExportTab isPro={profile.isPro} /> },
          ]}
        />
      )}
    </section>
  );
}
