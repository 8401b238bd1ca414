import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SectionProps } from '../lib/settings-draft';
import { TextSetting } from './text-setting';

/** How long after delivery a shopper may ask for a return or exchange (decision 054). */
export function ReturnsSection({ draft, errors, onChange }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Returns</CardTitle>
        <CardDescription>
          Product pages tell shoppers the window, and they may ask from their order until it runs out. Damaged
          or wrong pieces may always be sent back.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TextSetting
          label="Days after delivery a shopper may ask for a return or exchange"
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          className="sm:max-w-md"
          value={draft.returnWindowDays}
          error={errors['returns.windowDays']}
          hint="0 takes no returns. At most 90 days."
          onChange={(event) => onChange({ returnWindowDays: event.target.value })}
        />
      </CardContent>
    </Card>
  );
}
