import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function PricingPage() {
  return <PlaceholderPage title="Pricing" />;
}
