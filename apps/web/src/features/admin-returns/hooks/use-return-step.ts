import { RETURN_STATUS_LABELS, type Return, type UpdateReturnBody } from '@shop/domain';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useUpdateReturn } from '../api/update-return';

/**
 * One staff step of a return, as its form sends it: the server's refusal stays beside the form (a
 * field's message under the field it names, the rest above the button), a success says so.
 */
export function useReturnStep(ret: Pick<Return, 'id' | 'number'>, fields: readonly string[] = []) {
  const update = useUpdateReturn();
  const fieldErrors = fieldErrorsOf(update.error);
  const error = update.error;
  // What no field of this form shows: the server's message, or the details of other fields.
  const unplaced =
    error instanceof ApiError
      ? error.details.filter((detail) => !fields.includes(detail.field.split('.').pop() ?? ''))
      : [];
  const formError = !error
    ? null
    : error instanceof ApiError && error.details.length > 0
      ? unplaced.length > 0
        ? unplaced.map((detail) => detail.message).join(' ')
        : null
      : error instanceof ApiError
        ? error.message
        : 'The return could not be updated. Please try again.';

  const send = (step: UpdateReturnBody, onDone?: (changed: Return) => void) =>
    update.mutate(
      { id: ret.id, step },
      {
        onSuccess: (changed) => {
          toast({
            title: 'Return updated',
            description: `Return ${changed.number} is now ${RETURN_STATUS_LABELS[changed.status].toLowerCase()}.`,
            variant: 'success',
          });
          onDone?.(changed);
        },
      },
    );

  return { send, pending: update.isPending, fieldErrors, formError, reset: update.reset };
}
