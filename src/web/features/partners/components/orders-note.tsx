import { ClipboardList } from 'lucide-react';

/** Where the partner's orders will be listed. */
export function OrdersNote({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="orders-heading"
      className="mt-8 rounded-xl border border-dashed border-stone-300 bg-white p-6"
    >
      <h2 id="orders-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <ClipboardList className="size-5 text-brand" aria-hidden="true" />
        Orders
      </h2>
      <p className="mt-2 text-stone-700">{text}</p>
    </section>
  );
}
