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
import { useNow } from '#web/lib/use-now.ts';

/** The cards' ages and times left move on every half minute. */
const CLOCK_TICK_MS = 30_000;

type BoardTab = 'new' | 'preparing' | 'ready' | 'menu' | 'promotions' | 'analytics' | 'statement';

/**
 * New Orders, Preparing, Ready, Menu, Promotions, Analytics and Statement; only the open tab's panel
 * is mounted.
 */
export function BoardTabs({ restaurantId, newOrders }: { restaurantId: number; newOrders: number }) {
  const [tab, setTab] = useState<BoardTab>('new');
  const now = useNow(CLOCK_TICK_MS);
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
        <TabsTrigger value="menu">Menu</TabsTrigger>
        <TabsTrigger value="promotions">Promotions</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
        <TabsTrigger value="statement">Statement</TabsTrigger>
      </TabsList>
      <TabsContent value="new">
        <OrderList
          filter="new"
          emptyText="No new orders"
          renderOrder={(order) => (
            <OrderCard
              order={order}
              now={now}
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
            <OrderCard order={order} now={now} details={<PickupDriver order={order} />} />
          )}
        />
      </TabsContent>
      <TabsContent value="menu">
        <MenuManager restaurantId={restaurantId} />
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
    </Tabs>
  );
}
