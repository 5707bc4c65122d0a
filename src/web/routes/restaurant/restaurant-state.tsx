import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The not-found and error states of the restaurant page (SPEC section 8). */
export function RestaurantState({ notFound }: { notFound: boolean }) {
  useDocumentTitle(notFound ? 'Restaurant not found' : 'Error loading restaurant');

  if (notFound) {
    return (
      <StatusMessage
        as="h1"
        title="Restaurant not found"
        description="The restaurant you're looking for doesn't exist."
      >
        <Link href={paths.home} className="btn-primary">
          Browse restaurants
        </Link>
      </StatusMessage>
    );
  }
  return (
    <StatusMessage
      as="h1"
      role="alert"
      title="Error loading restaurant"
      description="Please try again later or contact support."
    >
      <Link href={paths.home} className="btn-secondary">
        Back to restaurants
      </Link>
    </StatusMessage>
  );
}
