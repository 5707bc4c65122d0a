import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AddressesPanel, OrdersPanel, PaymentsPanel, ProfilePanel } from './account-panels';

const TABS = [
  { value: 'profile', label: 'Profile', panel: ProfilePanel },
  { value: 'orders', label: 'Orders', panel: OrdersPanel },
  { value: 'addresses', label: 'Addresses', panel: AddressesPanel },
  { value: 'payments', label: 'Payments', panel: PaymentsPanel },
] as const;

export function AccountPage() {
  useDocumentTitle('My Account');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">My Account</h1>
      <div
        role="note"
        aria-label="Sample content"
        className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>This page shows sample content.</strong> QuickBite does not need a customer account: you
          order with your name, phone number and address, and find your orders by phone number on{' '}
          <Link
            href={paths.orders}
            className="focus-ring rounded-sm font-semibold underline underline-offset-4"
          >
            Your Orders
          </Link>
          .
        </p>
      </div>
      <Tabs defaultValue="profile" className="mt-8">
        <TabsList aria-label="Account sections" className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="px-1.5 sm:px-4">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, panel: Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
