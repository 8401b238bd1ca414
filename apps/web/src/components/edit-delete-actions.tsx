import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The pencil and bin icon buttons at the end of an admin row, named after the row ('Edit Rings'). */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger hover:bg-danger-soft"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <Trash2 className="size-4" />
      </Button>
    </div>
  );
}
