import { ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import type { AdminDriver, AdminRestaurant } from '#domain/partners/responses.ts';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { OrdersDesk } from '#web/features/admin-orders/components/orders-desk.tsx';
import { CashDesk } from '#web/features/finance/components/cash-desk.tsx';
import { ActivityLog } from '#web/features/partners/components/approval/activity-log.tsx';
import { DriversTable } from '#web/features/partners/components/approval/drivers-table.tsx';
import { RestaurantsTable } from '#web/features/partners/components/approval/restaurants-table.tsx';
import { useApproval } from '#web/features/partners/use-approval.ts';
import { RateCardEditor } from '#web/features/rate-cards/components/rate-card-editor.tsx';
import { AdminReviewsTab } from '#web/features/reviews/components/admin-reviews-tab.tsx';
import { SummaryCards } from './summary-cards';
import { useAdminData } from './use-admin-data';

/**
 * SPEC section 2: summary cards, then Restaurants and Drivers tabs; plus the order desk and the
 * approval activity, the drivers' cash, each country's rate card and the customers' reviews.
 */
export function AdminPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { restaurants, drivers, auditLog } = useAdminData(onUnauthorized);
  const restaurantApproval = useApproval('restaurant', onUnauthorized);
  const driverApproval = useApproval('driver', onUnauthorized);
  const busyId = (approval: typeof restaurantApproval) =>
    approval.isPending ? (approval.variables?.id ?? null) : null;
  // Kept here: a tab's content unmounts when another tab is shown, the chosen filter stays.
  const [orderStatus, setOrderStatus] = useState<OrderStatus | null>(null);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">Admin Panel</h1>
          <p className="mt-1 text-stone-700">
            Approve or revoke restaurants and drivers, help with orders and settle drivers' cash.
          </p>
        </div>
        <Link href={paths.financialDashboard} className={buttonClass('secondary', 'sm')}>
          <ChartColumn className="size-4" aria-hidden="true" />
          Financial Dashboard
        </Link>
      </div>
      <SummaryCards restaurants={restaurants.data} drivers={drivers.data} />
      <Tabs defaultValue="restaurants">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="restaurants">Restaurants</TabsTrigger>
          <TabsTrigger value="drivers">Drivers</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="cash">Cash</TabsTrigger>
          <TabsTrigger value="rate-cards">Rate cards</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="restaurants">
          <RestaurantsTable
            rows={restaurants.data}
            isError={restaurants.isError}
            onRetry={() => void restaurants.refetch()}
            busyId={busyId(restaurantApproval)}
            onApprovalChange={(row: AdminRestaurant, isApproved) =>
              restaurantApproval.mutate({ id: row.id, name: row.name, isApproved })
            }
          />
        </TabsContent>
        <TabsContent value="drivers">
          <DriversTable
            rows={drivers.data}
            isError={drivers.isError}
            onRetry={() => void drivers.refetch()}
            busyId={busyId(driverApproval)}
            onApprovalChange={(row: AdminDriver, isApproved) =>
              driverApproval.mutate({ id: row.id, name: row.name, isApproved })
            }
          />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersDesk status={orderStatus} onStatusChange={setOrderStatus} onUnauthorized={onUnauthorized} />
        </TabsContent>
        <TabsContent value="cash">
          <CashDesk onUnauthorized={onUnauthorized} />
        </TabsContent>
        <TabsContent value="rate-cards">
          <RateCardEditor onUnauthorized={onUnauthorized} />
        </TabsContent>
        <TabsContent value="reviews">
          <AdminReviewsTab onUnauthorized={onUnauthorized} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityLog
            entries={auditLog.data}
            isError={auditLog.isError}
            onRetry={() => void auditLog.refetch()}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
