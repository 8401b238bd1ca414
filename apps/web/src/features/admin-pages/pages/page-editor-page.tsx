import {
  isContentPageSlug,
  LANGUAGE_NAMES,
  PAGE_MARKDOWN_MAX,
  PAGE_TITLE_MAX,
  type Language,
  type StaffContentPage,
} from '@shop/domain';
import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from '@/lib/router';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { HindiField } from '@/components/hindi-field';
import { QueryFrame, type FrameQuery } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldErrorsByPath, type FieldErrors } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminPages, useEditedPage, useSavePage } from '../api/pages';
import { PlaceholderList } from '../components/placeholder-list';
import { pagePreview, type PageText, type Placeholders } from '../lib/placeholders';

const tooLongText = (label: string) =>
  `${label} must be at most ${PAGE_MARKDOWN_MAX.toLocaleString('en-IN')} characters`;

/**
 * Checked here as the server checks them, so the owner hears at once; the server decides. Each
 * problem is named by the field's path on the server (`translations.hi.title`).
 */
function problemsOf(text: PageText): FieldErrors {
  const problems: FieldErrors = {};
  if (text.title.trim() === '') problems.title = 'Give the page a title';
  else if (text.title.trim().length > PAGE_TITLE_MAX)
    problems.title = `Title must be at most ${PAGE_TITLE_MAX} characters`;
  if (text.markdown.length > PAGE_MARKDOWN_MAX) problems.markdown = tooLongText('Page text');
  if (text.titleHi.trim().length > PAGE_TITLE_MAX) {
    problems['translations.hi.title'] = `Hindi title must be at most ${PAGE_TITLE_MAX} characters`;
  }
  if (text.markdownHi.trim().length > PAGE_MARKDOWN_MAX) {
    problems['translations.hi.markdown'] = tooLongText('Hindi page text');
  }
  return problems;
}

/** The page text in one language: a large box for Markdown, its hint under it. */
function MarkdownField({
  id,
  label,
  language,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  language: Language;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const hint =
    language === 'en'
      ? '## makes a heading, **bold**, - starts a list item, [words](/address) makes a link.'
      : 'Optional: the English is shown without it. The same marks and placeholders as the English.';
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        lang={language}
        value={value}
        rows={24}
        spellCheck
        className="min-h-[28rem] font-mono text-sm leading-relaxed"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, 'hint')}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

function PageEditor({ page, placeholders }: { page: StaffContentPage; placeholders: Placeholders }) {
  const save = useSavePage(page.slug);
  const [text, setText] = useState<PageText>({
    title: page.title,
    markdown: page.markdown,
    titleHi: page.translations.hi.title ?? '',
    markdownHi: page.translations.hi.markdown ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [previewLanguage, setPreviewLanguage] = useState<Language>('en');
  // The preview follows typing without holding it up on a long page.
  const shown = useDeferredValue(text);
  const preview = useMemo(
    () => pagePreview(shown, placeholders, previewLanguage),
    [shown, placeholders, previewLanguage],
  );
  const change = (patch: Partial<PageText>) => {
    setText((current) => ({ ...current, ...patch }));
    setSavedAt(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(text);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError('Please fix the marked fields.');
      return;
    }
    save.mutate(
      {
        title: text.title.trim(),
        markdown: text.markdown,
        // Sent whole: an emptied Hindi field is cleared, and the page reads the English there.
        translations: { hi: { title: text.titleHi, markdown: text.markdownHi } },
      },
      {
        onSuccess: (saved) => {
          setFormError(null);
          setSavedAt(saved.updatedAt);
          toast({ title: 'Page saved', description: 'The shop shows it now.', variant: 'success' });
        },
        onError: (error) => {
          const fromServer = fieldErrorsByPath(error);
          setErrors(fromServer);
          setFormError(
            Object.keys(fromServer).length > 0
              ? 'Please fix the marked fields.'
              : errorMessage(error, 'The page could not be saved'),
          );
        },
      },
    );
  }

  const toggleClass = (active: boolean) =>
    cn(
      'min-h-10 flex-1 rounded-full px-4 text-sm font-medium transition-colors',
      active ? 'bg-card text-ink shadow-sm' : 'text-muted hover:text-ink',
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="page-title" label="Title" error={errors.title}>
          <Input
            id="page-title"
            value={text.title}
            maxLength={PAGE_TITLE_MAX + 20}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('page-title', errors.title)}
            onChange={(event) => change({ title: event.target.value })}
          />
        </FormField>
        <HindiField
          id="page-title-hi"
          label="Title in Hindi"
          value={text.titleHi}
          error={errors['translations.hi.title']}
          onChange={(titleHi) => change({ titleHi })}
        />
      </div>

      <div className="flex rounded-full bg-sand p-1 lg:hidden" role="group" aria-label="Write or preview">
        <button
          type="button"
          className={toggleClass(view === 'write')}
          aria-pressed={view === 'write'}
          onClick={() => setView('write')}
        >
          Write
        </button>
        <button
          type="button"
          className={toggleClass(view === 'preview')}
          aria-pressed={view === 'preview'}
          onClick={() => setView('preview')}
        >
          Preview
        </button>
      </div>

      <div className="grid gap-5">
        <div className={cn('grid content-start gap-3', view === 'preview' && 'hidden lg:grid')}>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <MarkdownField
              id="page-markdown"
              label="Page text"
              language="en"
              value={text.markdown}
              error={errors.markdown}
              onChange={(markdown) => change({ markdown })}
            />
            <MarkdownField
              id="page-markdown-hi"
              label="Page text in Hindi"
              language="hi"
              value={text.markdownHi}
              error={errors['translations.hi.markdown']}
              onChange={(markdownHi) => change({ markdownHi })}
            />
          </div>
          <PlaceholderList placeholders={placeholders} />
        </div>
        <section
          aria-label="Preview"
          className={cn(
            'content-start rounded-2xl border border-line bg-ivory p-5 sm:p-6',
            view === 'write' && 'hidden lg:block',
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">Preview</p>
            <div className="flex rounded-full bg-sand p-1" role="group" aria-label="Preview language">
              {(['en', 'hi'] as const).map((language) => (
                <button
                  key={language}
                  type="button"
                  className={toggleClass(previewLanguage === language)}
                  aria-pressed={previewLanguage === language}
                  onClick={() => setPreviewLanguage(language)}
                >
                  {LANGUAGE_NAMES[language]}
                </button>
              ))}
            </div>
          </div>
          <div lang={previewLanguage}>
            <h2 className="mt-2 mb-6 text-3xl font-semibold text-ink">{preview.title || 'Untitled page'}</h2>
            <div
              className="prose-shop"
              // Rendered by the same safe renderer as the shop's (raw HTML off, unsafe links dropped).
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          </div>
        </section>
      </div>

      <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <FormAlert message={formError} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {savedAt && (
            <p role="status" className="mr-auto text-sm text-success">
              Saved. The shop shows it now.
            </p>
          )}
          <Button asChild variant="ghost">
            <a href={`/${page.slug}`} target="_blank" rel="noopener">
              <ExternalLink className="size-4" /> View on the shop
            </a>
          </Button>
          <Button asChild variant="ghost">
            <a href={`/hi/${page.slug}`} target="_blank" rel="noopener">
              <ExternalLink className="size-4" /> View in Hindi
            </a>
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <Save className="size-4" /> {save.isPending ? 'Saving…' : 'Save page'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** /admin/pages/:slug: one page's title and Markdown, with a live preview of what the shop shows. */
export function PageEditorPage() {
  const { slug = '' } = useParams();
  const known = isContentPageSlug(slug) ? slug : null;
  usePageTitle('Edit page');
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Link
          to="/admin/pages"
          className="inline-flex min-h-10 items-center gap-1.5 text-sm text-accent hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All pages
        </Link>
        <h1 className="mt-1 text-3xl sm:text-4xl">Edit page</h1>
      </div>
      {known ? (
        <EditorFor slug={known} />
      ) : (
        <EmptyState title="There is no such page" message="Choose a page from the list of pages." />
      )}
    </div>
  );
}

function EditorFor({ slug }: { slug: Parameters<typeof useEditedPage>[0] }) {
  const page = useEditedPage(slug);
  const list = useAdminPages();
  const both: FrameQuery<{ page: StaffContentPage; placeholders: Placeholders }> = {
    data: page.data && list.data ? { page: page.data, placeholders: list.data.placeholders } : undefined,
    isPending: page.isPending || list.isPending,
    isError: page.isError || list.isError,
    error: page.error ?? list.error,
    refetch: () => Promise.all([page.refetch(), list.refetch()]),
  };
  return (
    <QueryFrame
      query={both}
      skeleton={
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading the page">
          <Skeleton className="h-[28rem] w-full" />
          <Skeleton className="h-[28rem] w-full" />
        </div>
      }
      error={{
        title: 'We could not load the page',
        message: (error) => errorMessage(error, 'Please try again'),
      }}
    >
      {({ page: written, placeholders }) => <PageEditor page={written} placeholders={placeholders} />}
    </QueryFrame>
  );
}
