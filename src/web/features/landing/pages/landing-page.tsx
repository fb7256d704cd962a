import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function LandingPage() {
  return <PlaceholderPage title="Forkcast" />;
}
