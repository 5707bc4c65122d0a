import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useSelectedCountry } from '../country-context';
import { CountryPickerDialog } from './country-picker-dialog';

/** The thin bar above the header: where the customer is delivering to, and the way to change it. */
export function CountryPickerBar() {
  const { country, selectCountry } = useSelectedCountry();
  const [open, setOpen] = useState(false);

  return (
    <div className="bg-stone-900 text-stone-100">
      <div className="mx-auto flex max-w-6xl items-center px-2 py-1 sm:px-4">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger className="focus-ring-dark inline-flex min-h-9 items-center gap-2 rounded-md px-2 text-sm hover:bg-stone-800">
            <span aria-hidden="true">{country.flag}</span>
            <span>
              Deliver to <span className="font-semibold text-white">{country.name}</span> ({country.currency})
            </span>
            <span className="sr-only">, change country</span>
            <ChevronDown className="size-4" aria-hidden="true" />
          </DialogTrigger>
          {open ? (
            <CountryPickerDialog
              selectedCode={country.code}
              onChoose={(next) => {
                selectCountry(next);
                setOpen(false);
              }}
            />
          ) : null}
        </Dialog>
      </div>
    </div>
  );
}
