import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n/i18n';
import type { AuthUser } from '../types';
import { accountLinks } from './account-links';

function initials(user: AuthUser): string {
  const source = user.fullName?.trim() || user.email;
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in user's menu; its Radix code loads only for signed-in users. */
export function UserDropdown({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-11 gap-1.5 pr-2 pl-1.5"
          aria-label={t('nav.accountMenu')}
        >
          <span className="grid size-8 place-items-center rounded-full bg-accent-soft text-xs font-bold text-accent-strong">
            {initials(user)}
          </span>
          <ChevronDown className="size-4 text-muted" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-semibold">{user.fullName || user.email}</p>
          {user.fullName && <p className="truncate text-xs text-muted">{user.email}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(user, t).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
          <LogOut />
          {t('nav.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
