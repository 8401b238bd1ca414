import {
  isShopFault,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  type ReturnOptions,
  type ReturnReason,
} from '@shop/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useCreateReturn } from '../api/create-return';
import type { GuestPair } from '../api/keys';
import { uploadReturnPhotos } from '../api/upload-return-photos';
import {
  canChooseLine,
  checkReturnForm,
  exchangeKey,
  initialReturnForm,
  lineKey,
  needsRefundTo,
  offeredLines,
  photosRequired,
  placeServerErrors,
  RETURN_REASON_WORDS,
  type ReturnFormErrors,
  type ReturnFormValues,
} from '../lib/return-form';
import { PhotoPicker, usePickedPhotos } from './photo-picker';
import { RefundToFields } from './refund-to-fields';
import { ReturnLineChoice } from './return-line-choice';

/* eslint-disable lingui/no-unlocalized-strings -- the form's error places, not words */
const REASON_FIELDS = ['reason', 'photos'];
const ITEMS_FIELD = 'items';
const PHOTO_FIELDS = ['photos'];
const NOTE_FIELDS = ['note'];
const REFUND_FIELDS = ['refundTo', 'upiId', 'accountName', 'accountNumber', 'confirmAccountNumber', 'ifsc'];
const SCROLL_TO: ScrollIntoViewOptions = { block: 'center' };
/* eslint-enable lingui/no-unlocalized-strings */

/** Moves to the first field the check found wrong, once the messages are on screen. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    first?.scrollIntoView?.(SCROLL_TO);
    first?.focus({ preventScroll: true });
  });
}

/**
 * The shopper's request: why, which pieces and how many, a refund or another size for each, photos
 * when the shop was at fault, and where a Cash on Delivery refund goes. Photos are uploaded first;
 * the request names their ids.
 */
export function ReturnRequestForm({
  orderId,
  options,
  guest,
  onDone,
}: {
  orderId: string;
  options: ReturnOptions;
  guest?: GuestPair | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReturnFormValues>(() => initialReturnForm(options));
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const photos = usePickedPhotos();
  const create = useCreateReturn(orderId, guest);
  const busy = uploading || create.isPending;
  const lines = offeredLines(options);

  const update = (next: Partial<ReturnFormValues>, clear: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    if (clear.some((key) => errors[key]))
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      );
  };

  const fail = (found: ReturnFormErrors, message: string | null) => {
    setErrors(found);
    setProblem(message);
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { errors: found, body } = checkReturnForm(values, options, photos.photos.length, t);
    if (!body) return fail(found, t('return.form.checkFields'));
    setErrors({});
    setProblem(null);

    let photoIds: string[] = [];
    const waiting = photos.photos.filter((photo) => !photo.id);
    try {
      if (waiting.length) {
        setUploading(true);
        const ids = await uploadReturnPhotos(
          orderId,
          waiting.map((photo) => photo.file),
          guest,
        );
        const byKey = new Map(waiting.map((photo, index) => [photo.key, ids[index] ?? '']));
        photos.setIds(byKey);
        photoIds = photos.photos.map((photo) => photo.id ?? byKey.get(photo.key) ?? '').filter(Boolean);
      } else {
        photoIds = photos.photos.flatMap((photo) => (photo.id ? [photo.id] : []));
      }
    } catch (error) {
      const message = errorMessage(error, t('return.form.uploadFailed'));
      return fail({ photos: message }, message);
    } finally {
      setUploading(false);
    }

    create.mutate(
      { ...body, ...(photoIds.length ? { photoIds } : {}) },
      {
        onSuccess: (created) => {
          toast({
            title: t('return.form.requested'),
            description: t('return.form.requestedBody', { number: created.number }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.details.length > 0) {
            const placed = placeServerErrors(
              error.details,
              body.items.map((item) => item.orderItemId),
            );
            return fail(placed.errors, placed.rest[0] ?? error.message);
          }
          fail({}, errorMessage(error, t('return.form.sendFailed')));
        },
      },
    );
  };

  const reason = values.reason;
  const showRefundTo = needsRefundTo(values, options);
  const reasonHint = reason && isShopFault(reason) ? t('return.form.shopFaultHint') : undefined;
  const noteHint = t('return.form.noteHint');
  return (
    <Form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-6"
      aria-label={t('return.returnOrExchange')}
    >
      <FormField
        id="return-reason"
        label={t('return.form.why')}
        error={errors.reason}
        {...(reasonHint ? { hint: reasonHint } : {})}
      >
        <NativeSelect
          id="return-reason"
          value={reason}
          onChange={(event) => update({ reason: event.target.value as ReturnReason | '' }, REASON_FIELDS)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('return-reason', errors.reason, reasonHint)}
        >
          <option value="">{t('return.form.chooseReason')}</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(RETURN_REASON_WORDS[value])}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t('return.form.what')}</legend>
        {errors.items && (
          <p className="text-sm text-danger" data-invalid>
            {errors.items}
          </p>
        )}
        <ul className="grid gap-3">
          {lines.map((line) => (
            <ReturnLineChoice
              key={line.orderItemId}
              line={line}
              choice={values.lines[line.orderItemId]!}
              allowed={canChooseLine(line, reason)}
              error={errors[lineKey(line.orderItemId)]}
              exchangeError={errors[exchangeKey(line.orderItemId)]}
              onChange={(choice) =>
                update({ lines: { ...values.lines, [line.orderItemId]: choice } }, [
                  ITEMS_FIELD,
                  lineKey(line.orderItemId),
                  exchangeKey(line.orderItemId),
                ])
              }
            />
          ))}
        </ul>
      </fieldset>

      <PhotoPicker
        photos={photos.photos}
        onAdd={(files) => {
          photos.add(files);
          update({}, PHOTO_FIELDS);
        }}
        onRemove={photos.remove}
        required={photosRequired(reason)}
        error={errors.photos}
      />

      <FormField id="return-note" label={t('return.form.note')} error={errors.note} hint={noteHint}>
        <Textarea
          id="return-note"
          value={values.note}
          maxLength={RETURN_NOTE_MAX}
          className="min-h-20"
          onChange={(event) => update({ note: event.target.value }, NOTE_FIELDS)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('return-note', errors.note, noteHint)}
        />
      </FormField>

      {showRefundTo && (
        <RefundToFields
          value={values.refundTo}
          errors={errors}
          onChange={(refundTo) => update({ refundTo }, REFUND_FIELDS)}
        />
      )}

      <FormAlert message={problem} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
          {t('return.form.notNow')}
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? (
            <>
              <Spinner
                className="size-4 text-white"
                label={uploading ? t('return.form.uploadingLabel') : t('return.form.sendingLabel')}
              />
              {uploading ? t('return.form.uploading') : t('return.form.sending')}
            </>
          ) : (
            t('return.form.submit')
          )}
        </Button>
      </div>
    </Form>
  );
}
