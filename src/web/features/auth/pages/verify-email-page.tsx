import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function VerifyEmailPage() {
  return <PlaceholderPage title="Verify Your E-mail" />;
}
