import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { AdminPage } from '../features/admin/pages/admin-page.tsx';
import type { TAdminTab } from '../features/admin/lib/admin-tab.ts';
import { profileQueryOptions } from '../lib/api/profile.ts';

// The dashboard's sidebar, in order. Each tab is its feature's component, loaded when opened;
// adding a tab is adding one entry here.
export const ADMIN_TABS: readonly TAdminTab[] = [
  {
    id: 'messages',
    label: 'Messages',
    Component: lazy(async () => ({ default: (await import('../features/messages/components/admin-messages-tab.tsx')).AdminMessagesTab })),
  },
  {
    id: 'users',
    label: 'Users',
    Component: lazy(async () => ({ default: (await import('../features/admin-users/components/admin-users-tab.tsx')).AdminUsersTab })),
  },
  {
    id: 'analytics',
    label: 'Analytics',
    // chart.js comes with this chunk only: no public page loads it.
    Component: lazy(async () => ({ default: (await import('../features/analytics/components/admin-analytics-tab.tsx')).AdminAnalyticsTab })),
  },
];

export function AdminDashboard() {
  // The admin's own theme on every device: fetching the profile applies it (the cook pages do the same).
  useQuery(profileQueryOptions());
  return <AdminPage tabs={ADMIN_TABS} />;
}
