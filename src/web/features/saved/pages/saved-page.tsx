import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function SavedPage() {
  return <PlaceholderPage title="Saved Recipes" />;
}
