import type { ShopSettings } from '@shop/domain';
import { Save, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-field';
import { QueryFrame } from '@/components/query-frame';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useShopSettings } from '../api/get-shop-settings';
import { useSaveShopSettings } from '../api/save-shop-settings';
import { BusinessSection } from '../components/business-section';
import { DeliveryChargeSection } from '../components/delivery-charge-section';
import { LogoSection } from '../components/logo-section';
import { MailSection } from '../components/mail-section';
import { ShopIdentitySection } from '../components/shop-identity-section';
import { GrievanceSection } from '../components/grievance-section';
import { LeaveDemoSection } from '../components/leave-demo-section';
import { PaymentsSection } from '../components/payments-section';
import { ReturnsSection } from '../components/returns-section';
import { SecuritySection } from '../components/security-section';
import { ShippingSection } from '../components/shipping-section';
import { TaxSection } from '../components/tax-section';
import {
  checkDraft,
  draftOf,
  serverErrorsOf,
  settingsOf,
  type SettingsDraft,
  type SettingsErrors,
} from '../lib/settings-draft';

const WRONG_FIELDS = 'Some settings need a look: see the messages under them.';

function SettingsForm({ stored }: { stored: ShopSettings }) {
  const save = useSaveShopSettings();
  const { user } = useAuth();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(stored));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (patch: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setFormError(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError(WRONG_FIELDS);
      return;
    }
    save.mutate(
      { ...settingsOf(draft), isAdministrator: user?.role === 'administrator' },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          setFormError(null);
          toast({
            title: 'Settings saved',
            description: 'Your pages, mails, invoices and the cart use them now.',
            variant: 'success',
          });
        },
        onError: (error) => {
          const fromServer = serverErrorsOf(error);
          setErrors(fromServer);
          setFormError(
            Object.keys(fromServer).length > 0
              ? WRONG_FIELDS
              : errorMessage(error, 'Failed to save the settings'),
          );
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      <ShopIdentitySection draft={draft} errors={errors} onChange={change} />
      <LogoSection draft={draft} errors={errors} onChange={change} />
      <DeliveryChargeSection draft={draft} errors={errors} onChange={change} />
      <BusinessSection draft={draft} errors={errors} onChange={change} />
      <ShippingSection draft={draft} errors={errors} onChange={change} />
      <TaxSection draft={draft} errors={errors} onChange={change} />
      <PaymentsSection draft={draft} errors={errors} onChange={change} />
      <ReturnsSection draft={draft} errors={errors} onChange={change} />
      <GrievanceSection draft={draft} errors={errors} onChange={change} />
      <SecuritySection
        draft={draft}
        errors={errors}
        onChange={change}
        isAdministrator={user?.role === 'administrator'}
      />
      <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <FormAlert message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => {
              setDraft(draftOf(stored));
              setErrors({});
              setFormError(null);
            }}
          >
            <Undo2 className="size-4" /> Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <Save className="size-4" /> {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Shop settings (admin and administrator): the business details every tax invoice prints, and how
 * parcels travel: tracking pages, delivery estimates, where Cash on Delivery is offered.
 */
export function ShopSettingsPage() {
  usePageTitle('Shop Settings');
  const stored = useShopSettings();
  const { user } = useAuth();

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl sm:text-4xl">Shop Settings</h1>
        <p className="mt-1 text-muted">
          Who your shop is, what your invoices say about it, and how parcels reach shoppers.
        </p>
      </div>
      <QueryFrame
        query={stored}
        skeleton={
          <div className="grid gap-4" aria-label="Loading settings" aria-busy="true">
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-96 w-full" />
          </div>
        }
        error={{
          title: 'We could not load the settings',
          message: (error) => errorMessage(error, 'Failed to fetch the settings'),
        }}
      >
        {(settings) => <SettingsForm stored={settings} />}
      </QueryFrame>
      <MailSection />
      {/* Leaving the demo is the administrator's alone (decision 056); the server refuses anyone else. */}
      {user?.role === 'administrator' && <LeaveDemoSection />}
    </div>
  );
}
