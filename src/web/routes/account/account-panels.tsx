import { CreditCard, Home, MapPin, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { statusLabel } from '#domain/order-lifecycle/status-machine.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { SAMPLE_ADDRESSES, SAMPLE_ORDERS, SAMPLE_PAYMENTS, SAMPLE_PROFILE } from './sample-account';

function PanelHeading({ children }: { children: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <h2 className="text-xl font-bold text-stone-900">{children}</h2>
      <Badge tone="warning">Sample data</Badge>
    </div>
  );
}

export function ProfilePanel() {
  const rows = [
    ['Name', SAMPLE_PROFILE.name],
    ['Email', SAMPLE_PROFILE.email],
    ['Phone', SAMPLE_PROFILE.phone],
    ['Delivery country', SAMPLE_PROFILE.country],
    ['Member since', SAMPLE_PROFILE.memberSince],
  ] as const;
  return (
    <Card className="p-6">
      <PanelHeading>Profile</PanelHeading>
      <dl className="divide-y divide-stone-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[12rem_1fr] sm:gap-6">
            <dt className="text-sm font-medium text-stone-600">{term}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function OrdersPanel() {
  return (
    <Card className="p-6">
      <PanelHeading>Orders</PanelHeading>
      <ul className="divide-y divide-stone-200">
        {SAMPLE_ORDERS.map((order) => (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0">
            <div>
              <p className="font-semibold text-stone-900">
                Order #{order.id} · {order.restaurant}
              </p>
              <p className="text-sm text-stone-600">{order.items}</p>
              <p className="text-sm text-stone-600">{order.placed}</p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <Badge tone={order.status === 'delivered' ? 'success' : 'danger'}>
                {statusLabel(order.status)}
              </Badge>
              <span className="font-semibold text-stone-900">{formatPrice(order.total, order.currency)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-700">
        Your real orders are found by the phone number you ordered with, no sign-in needed.
      </p>
      <Link href={paths.orders} className={buttonClass('primary', 'md', 'mt-4')}>
        Find my orders
      </Link>
    </Card>
  );
}

export function AddressesPanel() {
  return (
    <Card className="p-6">
      <PanelHeading>Addresses</PanelHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {SAMPLE_ADDRESSES.map((address) => (
          <li key={address.label} className="rounded-lg border border-stone-200 p-4">
            <p className="flex items-center gap-2 font-semibold text-stone-900">
              {address.label === 'Home' ? (
                <Home className="size-4 text-brand-strong" aria-hidden="true" />
              ) : (
                <MapPin className="size-4 text-brand-strong" aria-hidden="true" />
              )}
              {address.label}
              {address.isDefault ? <Badge tone="brand">Default</Badge> : null}
            </p>
            <address className="mt-2 text-sm not-italic text-stone-700">
              {address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-700">
        At checkout you type the delivery address for each order; it is stored with that order only.
      </p>
    </Card>
  );
}

export function PaymentsPanel() {
  return (
    <Card className="p-6">
      <PanelHeading>Payments</PanelHeading>
      <ul className="space-y-3">
        {SAMPLE_PAYMENTS.map((method) => (
          <li key={method.label} className="flex items-center gap-3 rounded-lg border border-stone-200 p-4">
            {method.label.startsWith('Cash') ? (
              <Wallet className="size-5 text-brand-strong" aria-hidden="true" />
            ) : (
              <CreditCard className="size-5 text-brand-strong" aria-hidden="true" />
            )}
            <div className="flex-1">
              <p className="font-semibold text-stone-900">{method.label}</p>
              <p className="text-sm text-stone-600">{method.detail}</p>
            </div>
            {method.isDefault ? <Badge tone="brand">Default</Badge> : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-700">
        QuickBite never stores card numbers: card payments go straight to the payment provider at checkout.
      </p>
    </Card>
  );
}
