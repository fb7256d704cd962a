import * as Tabs from '@radix-ui/react-tabs';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { TAdminTab } from '../lib/admin-tab.ts';
import '../admin.css';

type TAdminPageProps = { tabs: readonly TAdminTab[] };

/**
 * Spec §2 admin dashboard: a sidebar of tabs beside the open tab. The open tab lives in `?tab=`
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
      <Tabs.Root className="admin__layout" value={active.id} onValueChange={selectTab} orientation="vertical">
        <Tabs.List className="admin__sidebar" aria-label="Admin dashboard">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} className="admin__tab" value={tab.id}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} className="admin__panel" value={tab.id}>
            {tab.id === active.id ? (
              <Suspense fallback={<p role="status">Loading</p>}>
                <tab.Component />
              </Suspense>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
