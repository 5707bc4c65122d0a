import { cn } from '#web/lib/cn.ts';

interface OrderNoteProps {
  /** What the note is ("Note for the kitchen"), read before it. */
  label: string;
  /** The customer's words as stored (line breaks kept); nothing is shown without any. */
  text: string | null | undefined;
  className?: string;
}

/**
 * A note the customer wrote at checkout, as a highlighted block every side reads alike: the
 * kitchen's on its board card, the driver's on the delivery, both on the customer's tracker.
 * Plain text only: React escapes it, and line breaks show as written.
 */
export function OrderNote({ label, text, className }: OrderNoteProps) {
  if (!text) return null;
  return (
    <div className={cn('rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2', className)}>
      <p className="text-sm font-semibold text-amber-900">{label}</p>
      <p className="whitespace-pre-line break-words text-stone-900">{text}</p>
    </div>
  );
}
