import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
