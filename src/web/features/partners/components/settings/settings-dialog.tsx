import { Settings } from 'lucide-react';
import { useState } from 'react';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useProfileUpdate } from '#web/features/partners/use-profile-update.ts';
import { ProfileForm } from './profile-form';

const savedToast = () => ({ title: 'Settings saved', description: 'Customers see the changes right away.' });

/** Settings: the restaurant's profile form in a dialog; closes once the server stored it. */
export function SettingsDialog({ profile }: { profile: RestaurantProfile }) {
  const [open, setOpen] = useState(false);
  const update = useProfileUpdate(savedToast);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Settings className="size-4" aria-hidden="true" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent title="Restaurant settings" className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {open ? (
          <ProfileForm
            profile={profile}
            pending={update.isPending}
            onSubmit={(patch) => update.mutate(patch, { onSuccess: () => setOpen(false) })}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
