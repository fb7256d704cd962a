import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { VerticalTabs } from '../../../components/vertical-tabs/vertical-tabs.tsx';
import { AccountTab } from '../components/account-tab.tsx';
import '../settings.css';

// Account is the tab that opens; the others load with their own chunks when chosen (import/export brings
// a menu with its positioning library, subscription the pricing table).
const ImportExportTab = lazy(async () => ({ default: (await import('../import-export/import-export-tab.tsx')).ImportExportTab }));
const SubscriptionTab = lazy(async () => ({ default: (await import('../components/subscription-tab.tsx')).SubscriptionTab }));
const HouseholdTab = lazy(async () => ({ default: (await import('../components/household-tab.tsx')).HouseholdTab }));
const DietaryTab = lazy(async () => ({ default: (await import('../components/dietary-tab.tsx')).DietaryTab }));
const CalendarTab = lazy(async () => ({ default: (await import('../components/calendar-tab.tsx')).CalendarTab }));
const ApiTokensTab = lazy(async () => ({ default: (await import('../components/api-tokens-tab.tsx')).ApiTokensTab }));

const TABS = ['account', 'subscription', 'dietary', 'household', 'calendar', 'api-tokens', 'import-export'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => TABS.some((tab) => tab === value);

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">Loading</p>}>{children}</Suspense>;
}

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
            {
              id: 'subscription',
              label: 'Subscription',
              content: (
                <LazyTab>
                  <SubscriptionTab profile={profile} isReturningFromCheckout={isReturningFromCheckout} />
                </LazyTab>
              ),
            },
            {
              id: 'dietary',
              label: 'Dietary Restrictions',
              content: (
                <LazyTab>
                  <DietaryTab profile={profile} />
                </LazyTab>
              ),
            },
            {
              id: 'household',
              label: 'Household',
              content: (
                <LazyTab>
                  <HouseholdTab myEmail={profile.email} />
                </LazyTab>
              ),
            },
            {
              id: 'calendar',
              label: 'Calendar',
              content: (
                <LazyTab>
                  <CalendarTab />
                </LazyTab>
              ),
            },
            {
              id: 'api-tokens',
              label: 'API tokens',
              content: (
                <LazyTab>
                  <ApiTokensTab />
                </LazyTab>
              ),
            },
            {
              id: 'import-export',
              label: 'Import / Export',
              content: (
                <LazyTab>
                  <ImportExportTab isPro={profile.isPro} />
                </LazyTab>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
