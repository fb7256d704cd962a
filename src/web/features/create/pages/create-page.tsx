import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function CreatePage() {
  return <PlaceholderPage title="Create Recipe" />;
}
