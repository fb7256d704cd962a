import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Reset Password" />;
}
