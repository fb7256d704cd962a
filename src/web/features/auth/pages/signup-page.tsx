import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function SignupPage() {
  return <PlaceholderPage title="Sign Up" />;
}
