import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { Link, useParams } from 'wouter';
import { quantityInCart } from '#domain/cart/rules.ts';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { takesOrdersForLaterOnly } from '#web/app/checkout-gate.ts';
import { paths } from '#web/app/paths.ts';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { useRestaurant } from '#web/features/catalogue/api/get-restaurant.ts';
import {
  type ChosenDish,
  ItemOptionsDialog,
} from '#web/features/catalogue/components/item-options-dialog.tsx';
import { MenuSection } from '#web/features/catalogue/components/menu-section.tsx';
import { RestaurantHero } from '#web/features/catalogue/components/restaurant-hero.tsx';
import { RestaurantSkeleton } from '#web/features/catalogue/components/restaurant-skeleton.tsx';
import { parseRestaurantId } from '#web/features/catalogue/restaurant-id.ts';
import { restaurantReach } from '#web/features/catalogue/restaurant-reach.ts';
import { useLiveCatalogue } from '#web/features/catalogue/use-live-catalogue.ts';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useMenu } from '#web/lib/menu-query.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ChangeDropoffPoint } from './change-dropoff-point';
import { RestaurantState } from './restaurant-state';
import { toCartItem, withChoices } from './to-cart-item';

// The Reviews section is its own chunk, asked for once the menu is on screen: the menu never waits
// for it, and the page's own script does not grow with it.
const RestaurantReviews = lazy(async () => ({
  default: (await import('#web/features/reviews/components/restaurant-reviews.tsx')).RestaurantReviews,
}));

export function RestaurantPage() {
  const params = useParams<{ id: string }>();
  const id = parseRestaurantId(params.id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Link
        href={paths.home}
        className="focus-ring mb-4 inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-stone-700 hover:text-stone-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All restaurants
      </Link>
      {/* Keyed: another restaurant starts afresh, never showing the previous one's deferred page. */}
      {id === null ? <RestaurantState notFound /> : <RestaurantDetails key={id} id={id} />}
    </div>
  );
}

function RestaurantDetails({ id }: { id: number }) {
  const restaurant = useRestaurant(id);
  const menu = useMenu(id);
  // The answers arrive as urgent updates, and the whole page would render in one task (a long one
  // on a phone). Deferred, the page renders in a background pass that yields to the browser.
  const restaurantShown = useDeferredValue(restaurant.data);
  const menuShown = useDeferredValue(menu.data);
  // Menu changes and the Open toggle show up without a reload.
  useLiveCatalogue(id);
  const closedNoticeId = useId();
  const tooFarNoticeId = useId();
  // Once the customer has a drop-off point: its distance, and whether this restaurant reaches it.
  const { details, setDropoff } = useCustomerDetails();
  const dropoff = details.dropoff;
  // Open until the customer closes it, even once the pin is inside the area (no control vanishes
  // under their finger).
  const [changingDropoff, setChangingDropoff] = useState(false);
  const failure = restaurant.error ?? menu.error;
  // While loading the tab says "Restaurant" rather than keeping the previous screen's title; on a
  // failure the state below titles the page.
  useDocumentTitle(failure ? null : (restaurant.data?.name ?? 'Restaurant'));

  if (restaurantShown && menuShown) {
    // Switched off, or outside its hours with no opening ahead (the server says which, at read
    // time). Outside its hours with an opening ahead, dishes are added for an order for later.
    const closed = !restaurantShown.openNow && !takesOrdersForLaterOnly(restaurantShown);
    const reach = restaurantReach(restaurantShown, dropoff);
    // Nothing is added to a cart that could not be delivered: the notice says why and offers
    // another drop-off point.
    const tooFar = reach?.tooFar === true;
    return (
      <>
        <RestaurantHero
          restaurant={restaurantShown}
          closedNoticeId={closedNoticeId}
          reach={reach}
          tooFarNoticeId={tooFarNoticeId}
        />
        {tooFar || changingDropoff ? (
          <ChangeDropoffPoint
            restaurant={restaurantShown}
            pin={dropoff}
            onPinChange={setDropoff}
            open={changingDropoff}
            onOpenChange={setChangingDropoff}
          />
        ) : null}
        <RestaurantMenu
          restaurant={restaurantShown}
          items={menuShown}
          addBlockedBy={closed ? closedNoticeId : tooFar ? tooFarNoticeId : undefined}
        />
        <Suspense fallback={null}>
          <RestaurantReviews restaurantId={restaurantShown.id} restaurantName={restaurantShown.name} />
        </Suspense>
      </>
    );
  }
  if (failure) return <RestaurantState notFound={isApiError(failure, 404)} />;
  return <RestaurantSkeleton />;
}

/**
 * The menu wired to the cart: "Add to Cart" on every available dish, disabled while closed or out
 * of reach of the customer's drop-off point.
 */
function RestaurantMenu({
  restaurant,
  items,
  addBlockedBy,
}: {
  restaurant: Restaurant;
  items: readonly MenuItem[];
  addBlockedBy: string | undefined;
}) {
  const { items: cartItems, addItem } = useCart();
  // A dish with option groups opens its options dialog first (issue 37).
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const onAdd = (item: MenuItem) => {
    if (item.optionGroups.length > 0) {
      setChoosing(item);
      return;
    }
    const cartItem = toCartItem(item, restaurant);
    if (cartItem) addItem(cartItem);
    else console.warn('Menu item has no valid price', item);
  };
  const onChosen = (chosen: ChosenDish) => {
    const cartItem = choosing ? toCartItem(choosing, restaurant) : null;
    setChoosing(null);
    if (cartItem) addItem(withChoices(cartItem, chosen.options, chosen.unitCents), chosen.quantity);
  };
  return (
    <>
      <MenuSection
        items={items}
        onAdd={onAdd}
        quantityInCart={(id) => quantityInCart(cartItems, id)}
        addBlockedBy={addBlockedBy}
      />
      <ItemOptionsDialog dish={choosing} onClose={() => setChoosing(null)} onAdd={onChosen} />
    </>
  );
}
