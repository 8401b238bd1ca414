import { isSafeSiteLink, type HomeContent, type HomeHindi, type StaffHomeContent } from '@shop/domain';
import { ImagePlus, Save, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { HindiField } from '@/components/hindi-field';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsByPath, type FieldErrors } from '@/lib/form-errors';
import { uploadHeroPicture, useSaveHome } from '../api/home';

type Errors = FieldErrors;

const LINK_MESSAGE = 'Link must be a page of the shop (starting with /) or an https:// address';

/** The checks the server makes, made here first so the owner hears at once; the server decides. */
function problemsOf(hero: HomeContent['hero'], announcement: HomeContent['announcement']): Errors {
  const problems: Errors = {};
  if (hero.title.trim() === '') problems['hero.title'] = 'Title is required';
  for (const which of ['primary', 'secondary'] as const) {
    if (hero[which].label.trim() === '') problems[`hero.${which}.label`] = 'Button label is required';
    if (!isSafeSiteLink(hero[which].href.trim())) problems[`hero.${which}.href`] = LINK_MESSAGE;
  }
  if (announcement.enabled && announcement.text.trim() === '') {
    problems['announcement.text'] = 'Write the announcement, or switch it off';
  }
  const href = announcement.href.trim();
  if (href !== '' && !isSafeSiteLink(href)) problems['announcement.href'] = LINK_MESSAGE;
  return problems;
}

const LINK_HINT = 'A page of the shop, such as /jewelry or /products?sort=new, or an https:// address';

function TextInput({
  id,
  label,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <Input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** The Hindi as the form holds it: '' where there is none (sent as '', it stays none). */
type HindiDraft = Record<keyof HomeHindi, string>;
const hindiDraftOf = (hindi: HomeHindi): HindiDraft => ({
  heroTitle: hindi.heroTitle ?? '',
  heroText: hindi.heroText ?? '',
  primaryLabel: hindi.primaryLabel ?? '',
  secondaryLabel: hindi.secondaryLabel ?? '',
  announcementText: hindi.announcementText ?? '',
});

/**
 * The home page's hero (title, text, picture, two buttons) and the announcement bar above every
 * page's header, each text with its Hindi beside it (decision 075), edited together and saved at once.
 */
export function HomeEditor({ stored }: { stored: StaffHomeContent }) {
  const save = useSaveHome();
  const id = useId();
  const [hero, setHero] = useState(stored.hero);
  const [announcement, setAnnouncement] = useState(stored.announcement);
  const [hindi, setHindi] = useState(() => hindiDraftOf(stored.translations.hi));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const changeHero = (patch: Partial<HomeContent['hero']>) =>
    setHero((current) => ({ ...current, ...patch }));
  /** A Hindi field, with its id and the server's problem with it (`translations.hi.<field>`). */
  const hindiField = (field: keyof HindiDraft) => ({
    id: `${id}-${field}-hi`,
    value: hindi[field],
    error: errors[`translations.hi.${field}`],
    onChange: (text: string) => setHindi((current) => ({ ...current, [field]: text })),
  });

  async function choosePicture(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadHeroPicture(file);
      changeHero({ imageId: image.id, imageUrl: image.url });
    } catch (error) {
      toast({
        title: 'The picture was not uploaded',
        description: errorMessage(error, 'Please try another picture'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(hero, announcement);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError('Please fix the marked fields.');
      return;
    }
    const { imageUrl: _shown, ...heroInput } = hero;
    save.mutate(
      { hero: heroInput, announcement, translations: { hi: hindi } },
      {
        onSuccess: () => {
          setErrors({});
          setFormError(null);
          toast({ title: 'Home page saved', description: 'Shoppers see it now.', variant: 'success' });
        },
        onError: (error) => {
          const fromServer = fieldErrorsByPath(error);
          setErrors(fromServer);
          setFormError(
            Object.keys(fromServer).length > 0
              ? 'Please fix the marked fields.'
              : errorMessage(error, 'The home page could not be saved'),
          );
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-4 rounded-2xl border border-line bg-card p-5">
        <legend className="px-1 text-lg font-semibold text-ink">Announcement bar</legend>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`${id}-on`} className="text-sm text-ink">
            Show the bar above every page
          </label>
          <Switch
            id={`${id}-on`}
            checked={announcement.enabled}
            onCheckedChange={(enabled) => setAnnouncement((current) => ({ ...current, enabled }))}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextInput
            id={`${id}-announcement`}
            label="Announcement"
            value={announcement.text}
            error={errors['announcement.text']}
            hint="Words in double braces come from Shop Settings: {{freeDeliveryAbove}} shows your free-delivery amount"
            onChange={(text) => setAnnouncement((current) => ({ ...current, text }))}
          />
          <HindiField {...hindiField('announcementText')} label="Announcement in Hindi" />
        </div>
        <TextInput
          id={`${id}-announcement-link`}
          label="Link (optional)"
          value={announcement.href}
          error={errors['announcement.href']}
          hint={LINK_HINT}
          onChange={(href) => setAnnouncement((current) => ({ ...current, href }))}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-2xl border border-line bg-card p-5">
        <legend className="px-1 text-lg font-semibold text-ink">Home page hero</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextInput
            id={`${id}-title`}
            label="Title"
            value={hero.title}
            error={errors['hero.title']}
            onChange={(title) => changeHero({ title })}
          />
          <HindiField {...hindiField('heroTitle')} label="Title in Hindi" />
          <FormField id={`${id}-text`} label="Text" error={errors['hero.text']}>
            <Textarea
              id={`${id}-text`}
              value={hero.text}
              rows={3}
              aria-invalid={errors['hero.text'] ? true : undefined}
              aria-describedby={describedBy(`${id}-text`, errors['hero.text'])}
              onChange={(event) => changeHero({ text: event.target.value })}
            />
          </FormField>
          <HindiField {...hindiField('heroText')} label="Text in Hindi" multiline />
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium text-ink">Picture</span>
          <div className="flex flex-wrap items-center gap-4">
            {hero.imageUrl ? (
              <img
                src={hero.imageUrl}
                alt="Chosen for the hero"
                className="h-28 w-24 rounded-xl object-cover"
              />
            ) : (
              <span className="grid h-28 w-24 place-items-center rounded-xl bg-sand p-2 text-center text-xs text-muted">
                The shop’s drawing
              </span>
            )}
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" disabled={uploading}>
                <label htmlFor={`${id}-picture`} className="cursor-pointer">
                  <ImagePlus className="size-4" /> {uploading ? 'Uploading…' : 'Upload a picture'}
                </label>
              </Button>
              <input
                id={`${id}-picture`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="sr-only"
                onChange={(event) => {
                  void choosePicture(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              {hero.imageId && (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => changeHero({ imageId: null, imageUrl: null })}
                >
                  <Trash2 className="size-4" /> Use the drawing
                </Button>
              )}
            </div>
          </div>
          {errors['hero.imageId'] && <p className="text-sm text-danger">{errors['hero.imageId']}</p>}
        </div>
        {(['primary', 'secondary'] as const).map((which) => (
          <div key={which} className="grid items-start gap-3 sm:grid-cols-3">
            <TextInput
              id={`${id}-${which}-label`}
              label={which === 'primary' ? 'Main button' : 'Second button'}
              value={hero[which].label}
              error={errors[`hero.${which}.label`]}
              onChange={(label) => changeHero({ [which]: { ...hero[which], label } })}
            />
            <HindiField
              {...hindiField(which === 'primary' ? 'primaryLabel' : 'secondaryLabel')}
              label={which === 'primary' ? 'Main button in Hindi' : 'Second button in Hindi'}
            />
            <TextInput
              id={`${id}-${which}-href`}
              label="Goes to"
              value={hero[which].href}
              error={errors[`hero.${which}.href`]}
              hint={LINK_HINT}
              onChange={(href) => changeHero({ [which]: { ...hero[which], href } })}
            />
          </div>
        ))}
      </fieldset>

      <div className="grid gap-3">
        <FormAlert message={formError} />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending || uploading}>
            <Save className="size-4" /> {save.isPending ? 'Saving…' : 'Save home page'}
          </Button>
        </div>
      </div>
    </form>
  );
}
