import { Copy } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';

interface Placeholder {
  name: string;
  description: string;
  value: string;
}

/**
 * The words in double braces a page may use, each with what it says now: the shop fills them from
 * Shop Settings, so the page follows a change of fee, window or contact by itself.
 */
export function PlaceholderList({ placeholders }: { placeholders: Placeholder[] }) {
  return (
    <details className="rounded-xl border border-line bg-card px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">
        Words filled in from Shop Settings ({placeholders.length})
      </summary>
      <p className="mt-2 text-muted">
        Write one of these, braces and all, and the shop shows the value from your settings. When you change a
        setting, every page that uses it changes too.
      </p>
      <ul className="mt-3 grid gap-2">
        {placeholders.map(({ name, description, value }) => (
          <li key={name} className="grid gap-0.5 border-t border-line pt-2">
            <div className="flex items-center justify-between gap-2">
              <code className="rounded bg-sand px-1.5 py-0.5 text-[0.85rem] text-ink">{`{{${name}}}`}</code>
              <button
                type="button"
                className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs text-accent hover:bg-accent-soft"
                onClick={() => {
                  void navigator.clipboard?.writeText(`{{${name}}}`).then(
                    () => toast({ title: `Copied {{${name}}}`, variant: 'success' }),
                    () => undefined,
                  );
                }}
              >
                <Copy aria-hidden="true" className="size-3.5" /> Copy
              </button>
            </div>
            <span className="text-muted">{description}</span>
            <span className="text-ink-soft">Now: {value || '(empty)'}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
