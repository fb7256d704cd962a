import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function SharedRecipePage() {
  return <PlaceholderPage title="Shared Recipe" />;
}
