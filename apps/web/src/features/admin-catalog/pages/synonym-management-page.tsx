import { SYNONYM_GROUPS_MAX } from '@shop/domain';
import { ArrowLeft, Plus, Save, Trash2, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { describedBy, FormAlert } from '@/components/form-field';
import { QueryFrame } from '@/components/query-frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchSynonyms } from '../api/get-search-synonyms';
import { useSaveSearchSynonyms } from '../api/save-search-synonyms';
import { ListSkeleton } from '../components/list-skeleton';
import {
  checkGroups,
  groupsOf,
  linesOf,
  newLine,
  saveErrorsOf,
  termsOf,
  type GroupLine,
  type SaveErrors,
} from '../synonym-form';
import { plural } from '@/lib/plural';

const NO_ERRORS: SaveErrors = { groups: new Map(), form: null };

/** One group: its words as one line, the words it will save as chips, and its error. */
function GroupRow({
  line,
  index,
  error,
  onChange,
  onRemove,
}: {
  line: GroupLine;
  index: number;
  error: string | undefined;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const id = `${useId()}-group`;
  const terms = termsOf(line.text);
  return (
    <li className="grid gap-2 rounded-[var(--radius-card)] border border-line bg-card p-4">
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Group {index + 1}
          </label>
          <Input
            id={id}
            value={line.text}
            placeholder="jhumka, jumka, jhumki"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove group ${index + 1}`}
          onClick={onRemove}
          className="size-11 shrink-0 text-muted hover:text-danger"
        >
          <Trash2 className="size-4" />
        </Button>
      </div>
      {terms.length > 0 && (
        <ul aria-label={`Words of group ${index + 1}`} className="flex flex-wrap gap-1.5">
          {terms.map((term, termIndex) => (
            <li
              key={`${term}-${termIndex}`}
              className="rounded-full bg-sand px-2.5 py-1 text-xs text-ink-soft"
            >
              {term}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

/** The groups as editable lines, saved all at once; the lines start as the stored groups. */
function SynonymEditor({ stored }: { stored: string[][] }) {
  const save = useSaveSearchSynonyms();
  const [lines, setLines] = useState<GroupLine[]>(() => linesOf(stored));
  const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);

  const edit = (next: GroupLine[]) => {
    setLines(next);
    setErrors(NO_ERRORS);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { groups, keys } = groupsOf(lines);
    const problems = checkGroups(groups, keys);
    if (problems) {
      setErrors(problems);
      return;
    }
    save.mutate(groups, {
      onSuccess: (saved) => {
        setLines(linesOf(saved));
        setErrors(NO_ERRORS);
        toast({
          title: 'Synonyms saved',
          description: `${plural(saved.length, { one: 'group', other: 'groups' })}: searches use them now.`,
          variant: 'success',
        });
      },
      onError: (error) => setErrors(saveErrorsOf(error, keys, errorMessage(error, 'Failed to save'))),
    });
  }

  const count = groupsOf(lines).groups.length;

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormAlert message={errors.form} />
      {lines.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-6 text-center text-muted">
          No groups: searches find only the words as typed, and words spelt alike.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Synonym groups">
          {lines.map((line, index) => (
            <GroupRow
              key={line.key}
              line={line}
              index={index}
              error={errors.groups.get(line.key)}
              onChange={(text) =>
                edit(lines.map((other) => (other.key === line.key ? { ...other, text } : other)))
              }
              onRemove={() => edit(lines.filter((other) => other.key !== line.key))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => edit([...lines, newLine()])}
          disabled={lines.length >= SYNONYM_GROUPS_MAX}
        >
          <Plus className="size-4" /> Add group
        </Button>
        <span className="text-sm text-muted">
          {count} of {SYNONYM_GROUPS_MAX} groups
        </span>
        <div className="flex w-full flex-wrap justify-end gap-2 sm:ml-auto sm:w-auto">
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => edit(linesOf(stored))}
          >
            <Undo2 className="size-4" /> Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <Save className="size-4" /> {save.isPending ? 'Saving…' : 'Save synonyms'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Search synonyms (admin and administrator): groups of words shoppers use for the same piece, so a
 * search for one finds products named with another (decision 023). The whole list saves at once.
 */
export function SynonymManagementPage() {
  usePageTitle('Search Synonyms');
  const stored = useSearchSynonyms();

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
          <Link to="/product-management">
            <ArrowLeft className="size-4" /> Back to Product Management
          </Link>
        </Button>
        <h1 className="mt-2 text-3xl sm:text-4xl">Search Synonyms</h1>
        <p className="mt-1 text-muted">
          Words shoppers use for the same piece. A search for any word of a group finds products named with
          the others: “jumka” finds jhumkas. Separate the words with commas.
        </p>
      </div>

      <QueryFrame
        query={stored}
        skeleton={<ListSkeleton label="Loading synonyms" />}
        error={{
          title: 'We could not load the synonyms',
          message: (error) => errorMessage(error, 'Failed to fetch synonyms'),
        }}
      >
        {(groups) => <SynonymEditor stored={groups} />}
      </QueryFrame>
    </div>
  );
}
