import { Link } from '@/lib/router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SectionProps } from '../lib/settings-draft';
import { SwitchSetting } from './switch-setting';
import { TextSetting } from './text-setting';

/**
 * How the back office is guarded (issue 29): two-step sign-in for every staff member, and how long
 * the activity log keeps its entries. The administrator's alone: other staff see it, unchangeable.
 */
export function SecuritySection({
  draft,
  errors,
  onChange,
  isAdministrator,
}: SectionProps & { isAdministrator: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>
          {isAdministrator ? (
            <>
              Who may reach the back office, and how long the{' '}
              <Link to="/admin/activity" className="underline underline-offset-2">
                activity log
              </Link>{' '}
              remembers what staff did.
            </>
          ) : (
            'Only the administrator can change these.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SwitchSetting
          id="security-two-step"
          label="Require two-step sign-in for all staff"
          help="Staff without it see only its set-up after signing in, until they add an authenticator app. Turn it on for your own account first, on your profile."
          checked={draft.requireStaffTwoStep}
          disabled={!isAdministrator}
          onCheckedChange={(checked) => onChange({ requireStaffTwoStep: checked })}
        />
        {errors['security.requireStaffTwoStep'] && (
          <p role="alert" className="text-sm text-danger">
            {errors['security.requireStaffTwoStep']}
          </p>
        )}
        <TextSetting
          label="Days the activity log keeps each entry"
          type="number"
          inputMode="numeric"
          min={90}
          max={3650}
          className="sm:max-w-md"
          disabled={!isAdministrator}
          value={draft.auditRetentionDays}
          error={errors['security.auditRetentionDays']}
          hint="Older entries are removed each night. At least 90 days; 400 keeps a little over a year."
          onChange={(event) => onChange({ auditRetentionDays: event.target.value })}
        />
      </CardContent>
    </Card>
  );
}
