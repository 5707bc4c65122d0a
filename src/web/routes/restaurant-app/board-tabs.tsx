import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { RestaurantStatementTab } from '#web/features/finance/components/restaurant-statement/statement-tab.tsx';
import { MenuManager } from '#web/features/menu/components/menu-manager.tsx';
import { PromotionsManager } from '#web/features/promotions/components/promotions-manager.tsx';
import { AnalyticsTab } from '#web/features/restaurant-orders/components/analytics/analytics-tab.tsx';
import { AcceptControls } from '#web/features/restaurant-orders/components/orders/accept-controls.tsx';
import { OrderCard } from '#web/features/restaurant-orders/components/orders/order-card.tsx';
import { OrderList } from '#web/features/restaurant-orders/components/orders/order-list.tsx';
import { PickupDriver } from '#web/features/restaurant-orders/components/orders/pickup-driver.tsx';
import { PreparingControls } from '#web/features/restaurant-orders/components/orders/preparing-controls.tsx';
import { ReadyBy } from '#web/features/restaurant-orders/components/orders/ready-by.tsx';
import { RejectDialog } from '#web/features/restaurant-orders/components/orders/reject-dialog.tsx';
import { ScheduledRelease } from '#web/features/restaurant-orders/components/orders/scheduled-release.tsx';
import { bySchedule } from '#web/features/restaurant-orders/scheduled-text.ts';
import { OwnReviewsTab } from '#web/features/reviews/components/own-reviews-tab.tsx';
import { useNow } from '#web/lib/use-now.ts';

/** The cards' ages and times left move on every half minute. */
const CLOCK_TICK_MS = 30_000;

type BoardTab =
  | 'new'
  | 'preparing'
  | 'ready'
  | 'scheduled'
  | 'menu'
  | 'promotions'
  | 'analytics'
  | 'statement'
  | 'reviews';

/** What the order tabs read of the signed-in restaurant's profile. */
export interface BoardRestaurant {
  id: number;
  /** Its zone: an order for later's time is read on the restaurant's clock. */
  timeZone: string;
  /** How long before its time an order for later moves to New Orders. */
  prepLeadMinutes: number;
}

/**
 * New Orders, Preparing, Ready, Scheduled, Menu, Promotions, Analytics, Statement and Reviews; only
 * the open tab's panel is mounted.
 */
export function BoardTabs({ restaurant, newOrders }: { restaurant: BoardRestaurant; newOrders: number }) {
  const [tab, setTab] = useState<BoardTab>('new');
  const now = useNow(CLOCK_TICK_MS);
  const { timeZone } = restaurant;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as BoardTab)}>
      <TabsList aria-label="Board" className="w-full sm:w-auto">
        <TabsTrigger value="new">
          New Orders
          {newOrders > 0 ? ' ' : null}
          {newOrders > 0 ? (
            <span className="ml-1 inline-flex min-w-6 justify-center rounded-full bg-red-700 px-1.5 text-xs leading-6 text-white">
              {newOrders}
            </span>
          ) : null}
        </TabsTrigger>
        <TabsTrigger value="preparing">Preparing</TabsTrigger>
        <TabsTrigger value="ready">Ready</TabsTrigger>
        <TabsTrigger value="scheduled">Scheduled</TabsTrigger>
        <TabsTrigger value="menu">Menu</TabsTrigger>
        <TabsTrigger value="promotions">Promotions</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
        <TabsTrigger value="statement">Statement</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="new">
        <OrderList
          filter="new"
          emptyText="No new orders"
          renderOrder={(order) => (
            <OrderCard
              order={order}
              now={now}
              timeZone={timeZone}
              actions={
                <div className="flex w-full flex-wrap items-end justify-between gap-2">
                  <AcceptControls orderId={order.id} />
                  <RejectDialog orderId={order.id} />
                </div>
              }
            />
          )}
        />
      </TabsContent>
      <TabsContent value="preparing">
        <OrderList
          filter="preparing"
          emptyText="No orders being prepared"
          renderOrder={(order) => (
            <OrderCard
              order={order}
              now={now}
              timeZone={timeZone}
              details={
                <>
                  <ReadyBy order={order} now={now} />
                  {order.driver ? <PickupDriver order={order} /> : null}
                </>
              }
              actions={<PreparingControls orderId={order.id} />}
            />
          )}
        />
      </TabsContent>
      <TabsContent value="ready">
        <OrderList
          filter="ready"
          emptyText="No orders ready for pickup"
          renderOrder={(order) => (
            <OrderCard order={order} now={now} timeZone={timeZone} details={<PickupDriver order={order} />} />
          )}
        />
      </TabsContent>
      <TabsContent value="scheduled">
        <OrderList
          filter="scheduled"
          emptyText="No scheduled orders"
          compare={bySchedule}
          renderOrder={(order) => (
            <OrderCard
              order={order}
              now={now}
              timeZone={timeZone}
              banner={
                <ScheduledRelease
                  order={order}
                  prepLeadMinutes={restaurant.prepLeadMinutes}
                  timeZone={timeZone}
                />
              }
              actions={<RejectDialog orderId={order.id} />}
            />
          )}
        />
      </TabsContent>
      <TabsContent value="menu">
        <MenuManager restaurantId={restaurant.id} />
      </TabsContent>
      <TabsContent value="promotions">
        <PromotionsManager />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab />
      </TabsContent>
      <TabsContent value="statement">
        <RestaurantStatementTab />
      </TabsContent>
      <TabsContent value="reviews">
        <OwnReviewsTab />
      </TabsContent>
    </Tabs>
  );
}
