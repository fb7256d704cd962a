import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" />;
}
