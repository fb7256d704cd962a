import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
