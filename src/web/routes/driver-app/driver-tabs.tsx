import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DriverDeliveryPage } from '#domain/driver-deliveries/responses.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ActiveDeliveryList } from '#web/features/driver-deliveries/components/deliveries/active-delivery-list.tsx';
import { HistoryList } from '#web/features/driver-deliveries/components/history/history-list.tsx';
import { OfferList } from '#web/features/driver-deliveries/components/offers/offer-list.tsx';
import { DriverStatementTab } from '#web/features/finance/components/driver-statement/statement-tab.tsx';

type DriverTab = 'available' | 'active' | 'history' | 'statement';

function Count({ value, label }: { value: number; label: string }) {
  if (value <= 0) return null;
  return (
    <>
      {' '}
      <span className="ml-1 inline-flex min-w-6 justify-center rounded-full bg-brand-strong px-1.5 text-xs leading-6 text-white">
        {value}
        <span className="sr-only"> {label}</span>
      </span>
    </>
  );
}

interface DriverTabsProps {
  isOnline: boolean;
  offers: number;
  active: UseQueryResult<DriverDeliveryPage, Error>;
}

/**
 * Available Orders, Active Deliveries, History and Statement; only the open tab's panel is mounted.
 * Until the driver picks a tab, it opens on the deliveries in hand if there are any; accepting an
 * order moves there.
 */
export function DriverTabs({ isOnline, offers, active }: DriverTabsProps) {
  const [chosen, setChosen] = useState<DriverTab | null>(null);
  const activeCount = active.data?.deliveries.length ?? 0;
  const tab: DriverTab = chosen ?? (activeCount > 0 ? 'active' : 'available');
  return (
    <Tabs value={tab} onValueChange={(value) => setChosen(value as DriverTab)}>
      <TabsList aria-label="Deliveries" className="w-full sm:w-auto">
        <TabsTrigger value="available">
          Available Orders
          <Count value={isOnline ? offers : 0} label="available" />
        </TabsTrigger>
        <TabsTrigger value="active">
          Active Deliveries
          <Count value={activeCount} label="active" />
        </TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
        <TabsTrigger value="statement">Statement</TabsTrigger>
      </TabsList>
      <TabsContent value="available">
        <OfferList isOnline={isOnline} busy={activeCount > 0} onClaimed={() => setChosen('active')} />
      </TabsContent>
      <TabsContent value="active">
        <ActiveDeliveryList deliveries={active} />
      </TabsContent>
      <TabsContent value="history">
        <HistoryList />
      </TabsContent>
      <TabsContent value="statement">
        <DriverStatementTab />
      </TabsContent>
    </Tabs>
  );
}
