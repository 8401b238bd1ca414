import { ROLES, type Role, type User } from '@shop/domain';
import { ArrowLeft, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Pagination } from '@/components/pagination';
import { SearchFilterToolbar } from '@/components/search-filter-toolbar';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeactivateUser } from '../api/deactivate-user';
import { useUsers } from '../api/get-users';
import { useReactivateUser } from '../api/reactivate-user';
import { CreateAdminDialog } from '../components/create-admin-dialog';
import { DeactivateDialog, ResetTwoStepDialog } from '../components/user-confirm-dialog';
import { useResetTwoStep } from '../api/reset-two-step';
import { UserStats } from '../components/user-stats';
import { displayName, UsersList } from '../components/users-list';
import { UsersSkeleton } from '../components/users-skeleton';

const ROLE_FILTERS: { value: '' | Role; label: string }[] = [
  { value: '', label: 'All Roles' },
  { value: 'administrator', label: 'Administrator' },
  { value: 'admin', label: 'Admin' },
  { value: 'customer', label: 'Customer' },
];

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** User management (administrator only). */
export function AdminManagementPage() {
  usePageTitle('Admin Management');
  const { user: me } = useAuth();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'' | Role>('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const users = useUsers({ page, role: role || undefined, search: debouncedSearch || undefined });
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const [confirming, setConfirming] = useState<User | null>(null);
  const resetTwoStep = useResetTwoStep();
  const [resetting, setResetting] = useState<User | null>(null);

  function confirmResetTwoStep(user: User) {
    resetTwoStep.mutate(user.id, {
      onSuccess: () => {
        setResetting(null);
        toast({
          title: 'Two-step sign-in reset',
          description: `${displayName(user)} signs in with their password until they set it up again.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setResetting(null);
        toastError('Could not reset two-step sign-in', errorMessage(error, 'Please try again'));
      },
    });
  }

  const data = users.data;
  const filtered = Boolean(search.trim() || role);

  function confirmDeactivate(user: User) {
    deactivate.mutate(user.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: 'User deactivated',
          description: `${displayName(user)} has been deactivated.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(null);
        toastError('Failed to deactivate user', errorMessage(error, 'Failed to deactivate user'));
      },
    });
  }

  function doReactivate(user: User) {
    reactivate.mutate(user.id, {
      onSuccess: () =>
        toast({
          title: 'User reactivated',
          description: `${displayName(user)} has been reactivated.`,
          variant: 'success',
        }),
      onError: (error) =>
        toastError('Failed to reactivate user', errorMessage(error, 'Failed to reactivate user')),
    });
  }

  function clearFilters() {
    setSearch('');
    setRole('');
    setPage(1);
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
          <Link to="/">
            <ArrowLeft className="size-4" /> Back to Home
          </Link>
        </Button>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl sm:text-4xl">Admin Management</h1>
            <p className="mt-1 text-muted">Create staff accounts and manage who can sign in.</p>
          </div>
          <CreateAdminDialog />
        </div>
      </div>

      <UserStats counts={data?.counts} />

      <SearchFilterToolbar
        className="sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
        search={{
          id: 'users-search',
          label: 'Search users',
          placeholder: 'Search by name or email',
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        filter={
          <>
            <Label htmlFor="users-role">Role</Label>
            <NativeSelect
              id="users-role"
              value={role}
              onChange={(event) => {
                setRole(isRole(event.target.value) ? event.target.value : '');
                setPage(1);
              }}
            >
              {ROLE_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </>
        }
        canClear={filtered}
        onClear={clearFilters}
      />

      <section aria-label="Users" aria-busy={users.isFetching} className="grid grid-cols-1 gap-4">
        <QueryFrame
          query={users}
          keepDataOnError
          skeleton={<UsersSkeleton />}
          error={{
            title: 'We could not load the users',
            message: (error) => errorMessage(error, 'Failed to fetch users'),
          }}
          isEmpty={(result) => result.users.length === 0}
          empty={
            <EmptyState
              icon={<Users />}
              title="No users found"
              message={filtered ? 'Try another name, email or role.' : 'Nobody has signed up yet.'}
              action={
                filtered ? (
                  <Button variant="outline" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(result) => (
            <UsersList
              users={result.users}
              currentUserId={me?.id}
              onDeactivate={setConfirming}
              onReactivate={doReactivate}
              onResetTwoStep={setResetting}
              busyId={reactivate.isPending ? (reactivate.variables ?? null) : null}
            />
          )}
        </QueryFrame>

        <Pagination
          className="justify-between"
          page={page}
          pagination={data?.pagination}
          busy={users.isFetching}
          onPageChange={setPage}
        />
      </section>

      <ResetTwoStepDialog
        user={resetting}
        pending={resetTwoStep.isPending}
        onConfirm={confirmResetTwoStep}
        onCancel={() => setResetting(null)}
      />
      <DeactivateDialog
        user={confirming}
        pending={deactivate.isPending}
        onConfirm={confirmDeactivate}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
