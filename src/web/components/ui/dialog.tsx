import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { OfflineActionNote, OfflineActionScope } from '#web/lib/offline/needs-connection.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** 'center' is a modal; 'right' a full-height drawer (the cart). */
  side?: 'center' | 'right' | 'bottom';
}

const sideClass = {
  center: 'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl',
  right: 'inset-y-0 right-0 h-full w-full max-w-md overflow-y-auto',
  bottom: 'inset-x-0 bottom-0 max-h-[90vh] overflow-y-auto rounded-t-xl',
};

/** A Radix dialog: focus trapped, Escape closes, title and description announced. */
export function DialogContent({
  title,
  description,
  children,
  className,
  side = 'center',
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 bg-white p-6 shadow-xl focus:outline-none', sideClass[side], className)}
        // Without a description Radix would warn; undefined tells it there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-xl font-bold text-stone-900">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-stone-600">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {/* A dialog covers the screen's offline note: its own server actions get one inside it. */}
        <OfflineActionScope>
          <OfflineActionNote className="mb-4" />
          {children}
        </OfflineActionScope>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
