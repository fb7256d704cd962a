import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { VerticalTabs } from '../../../components/vertical-tabs/vertical-tabs.tsx';
import type { TAdminTab } from '../lib/admin-tab.ts';
import '../admin.css';

type TAdminPageProps = { tabs: readonly TAdminTab[] };

/**
 * The admin dashboard: a sidebar of tabs beside the open tab. The open tab lives in `?tab=`
 * so a reload or a shared link keeps it; an unknown value opens the first tab.
 */
export function AdminPage({ tabs }: TAdminPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab.id === requested) ?? tabs[0];
  if (!active) return null;

  const selectTab = (id: string) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section className="page admin">
      <h1 className="visually-hidden">Admin Dashboard</h1>
      <VerticalTabs
        label="Admin dashboard"
        value={active.id}
        onValueChange={selectTab}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: (
            <Suspense fallback={<p role="status">Loading</p>}>
              <tab.Component />
            </Suspense>
          ),
        }))}
      />
    </section>
  );
}
