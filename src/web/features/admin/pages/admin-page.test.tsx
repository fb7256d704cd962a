import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAdminTab } from '../lib/admin-tab.ts';
import { AdminPage } from './admin-page.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const TABS: TAdminTab[] = [
  { id: 'messages', label: 'Messages', Component: () => <h2>Contact Form Submissions</h2> },
  { id: 'users', label: 'Users', Component: () => <h2>User Management</h2> },
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <>
            <AdminPage tabs={TABS} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('AdminPage', () => {
  it('shows a sidebar of tabs with the first one open', () => {
    renderAt('/admin');
    const sidebar = screen.getByRole('tablist', { name: 'Admin dashboard' });
    expect(sidebar).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Messages', 'Users']);
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Contact Form Submissions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('opens another tab on click and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/admin');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=users');
  });

  it('opens the tab named in the URL', () => {
    renderAt('/admin?tab=users');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the first tab for an unknown name', () => {
    renderAt('/admin?tab=nope');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  });
});
