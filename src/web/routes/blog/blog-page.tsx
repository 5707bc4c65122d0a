import { PlaceholderPage } from '../../app/layout/placeholder-page';

export function BlogPage() {
  return <PlaceholderPage title="Blog" />;
}
