import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ContactPage() {
  return <PlaceholderPage title="Contact Us" />;
}
