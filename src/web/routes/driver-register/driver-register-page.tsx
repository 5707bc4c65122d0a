import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function DriverRegisterPage() {
  return <PlaceholderPage title="Register as Driver" />;
}
