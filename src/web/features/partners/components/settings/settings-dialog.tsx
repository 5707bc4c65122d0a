import { Settings } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useProfileUpdate } from '#web/features/partners/use-profile-update.ts';
import { isProfileField, ProfileForm } from './profile-form';

const savedToast = () => ({ title: 'Settings saved', description: 'Customers see the changes right away.' });

/**
 * Settings: the restaurant's profile form in a dialog; closes once the server stored it. A field the
 * server refuses (a fee in fractions of a yen, a tax rate above the limit) shows the server's
 * message at that field.
 */
export function SettingsDialog({
  profile,
  tools,
}: {
  profile: RestaurantProfile;
  /** Shown above the form, from other features (the screen composes them), e.g. Test sound. */
  tools?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const update = useProfileUpdate(savedToast, {
    onFieldErrors: (fields) => {
      const shown = Object.fromEntries(Object.entries(fields).filter(([name]) => isProfileField(name)));
      setServerErrors(shown);
      return Object.keys(shown).length > 0;
    },
  });
  const openChange = (next: boolean) => {
    setOpen(next);
    setServerErrors({});
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Settings className="size-4" aria-hidden="true" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent title="Restaurant settings" className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {open ? tools : null}
        {open ? (
          <ProfileForm
            profile={profile}
            pending={update.isPending}
            serverErrors={serverErrors}
            onSubmit={(patch) => update.mutate(patch, { onSuccess: () => openChange(false) })}
            onCancel={() => openChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
