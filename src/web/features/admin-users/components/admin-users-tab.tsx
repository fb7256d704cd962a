import { useEffect, useId, useState } from 'react';
import { ADMIN_USER_SEARCH_MAX_LENGTH, type TAdminUser, type TAdminUserSort, type TSortDirection } from '../../../../domain/admin-users.ts';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../domain/limits.ts';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminUsersQuery } from '../api/list-admin-users.ts';
import { formatRecipeCount, formatStatus, formatSubscription, toggleSort } from '../lib/format-user.ts';
import { UserDetailsDialog } from './user-details-dialog.tsx';
import '../admin-users.css';

const SEARCH_DEBOUNCE_MS = 300;

// Recipe Count is the spec's name for this month's generations, which the words alone do not say.
const RECIPE_COUNT_HINT = 'Recipe Count: recipes generated this month.';

const COLUMNS: { sort: TAdminUserSort; label: string; hint?: string; isHiddenOnMobile: boolean }[] = [
  { sort: 'email', label: 'User', isHiddenOnMobile: false },
  { sort: 'subscription', label: 'Subscription', isHiddenOnMobile: true },
  { sort: 'recipeCount', label: 'Recipe Count', hint: RECIPE_COUNT_HINT, isHiddenOnMobile: true },
  { sort: 'status', label: 'Status', isHiddenOnMobile: true },
];

/** Admin dashboard Users tab: sortable columns, search and the pager, all served by the database. */
export function AdminUsersTab() {
  const searchId = useId();
  const { data: session } = useAuthSession();
  const [order, setOrder] = useState<{ sort: TAdminUserSort; dir: TSortDirection }>({ sort: 'email', dir: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const query = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts on its first page (set while rendering, so no request goes out for the old page).
  const [pagedQuery, setPagedQuery] = useState(query);
  if (pagedQuery !== query) {
    setPagedQuery(query);
    setPage(1);
  }
  const [selected, setSelected] = useState<TAdminUser | null>(null);

  const users = useAdminUsersQuery({ page, pageSize, sort: order.sort, dir: order.dir, q: query || undefined });

  useEffect(() => {
    if (users.isError) notify.error('Could not fetch users.', { toastId: 'admin-users-fetch' });
  }, [users.isError]);

  // A deletion can leave the last page empty: step back to the new last page.
  const total = users.data?.total ?? 0;
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (users.data && page > lastPage) setPage(lastPage);
  }, [users.data, total, page, pageSize]);

  const sortBy = (column: TAdminUserSort) => {
    setOrder((current) => toggleSort(current, column));
    setPage(1);
  };

  const rows = users.data?.users ?? [];

  return (
    <div className="admin-users">
      <div className="admin-users__header">
        <h2>User Management</h2>
        <div className="admin-users__search">
          <label htmlFor={searchId}>Search users</label>
          <input
            id={searchId}
            type="search"
            placeholder="E-mail or name"
            maxLength={ADMIN_USER_SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>

      {users.isPending ? (
        <p role="status">Loading</p>
      ) : users.isError && !users.data ? (
        <p className="admin-users__error" role="alert">
          Could not fetch users.{' '}
          <button type="button" className="button button--secondary" onClick={() => void users.refetch()}>
            Try again
          </button>
        </p>
      ) : rows.length === 0 ? (
        <p className="admin-users__empty">No users found.</p>
      ) : (
        <div className="admin-table__wrap">
          <p className="field__hint admin-users__mobile-hidden">{RECIPE_COUNT_HINT}</p>
          <table className="admin-table admin-users__table" aria-busy={users.isFetching}>
            <caption className="visually-hidden">
              Users, sorted by {COLUMNS.find((column) => column.sort === order.sort)?.label} {order.dir === 'asc' ? 'ascending' : 'descending'}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const isActive = order.sort === column.sort;
                  return (
                    <th
                      key={column.sort}
                      scope="col"
                      className={column.isHiddenOnMobile ? 'admin-users__mobile-hidden' : undefined}
                      aria-sort={isActive ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                    >
                      <button type="button" className="admin-users__sort" onClick={() => sortBy(column.sort)} title={column.hint}>
                        {column.label}
                        <span aria-hidden="true" className="admin-users__sort-icon">
                          {isActive ? (order.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id} className="admin-users__row" onClick={() => setSelected(user)}>
                  <td>
                    <button
                      type="button"
                      className="admin-users__open"
                      onClick={(event) => {
                        event.stopPropagation();
                        setSelected(user);
                      }}
                    >
                      {user.email}
                    </button>
                  </td>
                  <td className="admin-users__mobile-hidden">{formatSubscription(user.subscriptionStatus)}</td>
                  <td className="admin-users__mobile-hidden">{formatRecipeCount(user)}</td>
                  <td className="admin-users__mobile-hidden">
                    <span className={`user-status user-status--${formatStatus(user).toLowerCase()}`}>{formatStatus(user)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {users.data && users.data.total > 0 ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          totalItems={users.data.total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          label="Users pages"
        />
      ) : null}

      <UserDetailsDialog user={selected} currentUserId={session?.user.id ?? null} onClose={() => setSelected(null)} onChanged={setSelected} />
    </div>
  );
}
