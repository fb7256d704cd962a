import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function TermsPage() {
  return <PlaceholderPage title="Terms and Conditions" />;
}
