import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../domain/limits.ts';
import { toSubjectCell, type TConversation } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { countPages } from '../../../components/pagination/get-page-window.ts';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteSubmission } from '../api/delete-submission.ts';
import { useAdminConversations } from '../api/list-admin-conversations.ts';
import { formatActivityDate, toDateTimeAttribute } from '../lib/format-timestamp.ts';
import '../messages.css';

const MessagesModal = lazy(async () => ({ default: (await import('./messages-modal.tsx')).MessagesModal }));

export const DELETE_SUBMISSION_TEXT = 'Are you sure you want to delete this submission? This will delete the entire conversation and cannot be undone.';

/** Admin dashboard Messages tab: every submission in a paged table, View and Delete. */
export function AdminMessagesTab() {
  const { data: session } = useAuthSession();
  const submissions = useAdminConversations();
  const deletion = useDeleteSubmission();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TConversation | null>(null);
  const hasToastedError = useRef(false);

  useEffect(() => {
    if (submissions.isError && !hasToastedError.current) {
      hasToastedError.current = true;
      notify.error('Could not fetch submissions.');
    }
    if (!submissions.isError) hasToastedError.current = false;
  }, [submissions.isError]);

  const rows = submissions.data ?? [];
  const totalPages = countPages(rows.length, pageSize);
  // A deletion can empty the last page: show the new last page instead.
  const currentPage = Math.min(page, totalPages);
  const visible = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const closeModal = () => {
    setViewingId(null);
    void submissions.refetch();
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    deletion.mutate(pendingDelete.id, {
      onSuccess: () => {
        setPendingDelete(null);
        notify.success('Submission deleted successfully');
      },
      onError: () => {
        setPendingDelete(null);
        notify.error('Could not delete submission.');
      },
    });
  };

  return (
    <div className="admin-messages">
      <h2>Contact Form Submissions</h2>
      {submissions.isPending ? (
        <p role="status">Loading submissions...</p>
      ) : submissions.isError ? (
        <p role="alert" className="messages-error">
          Error: {readErrorMessage(submissions.error, 'Could not fetch submissions.')}
        </p>
      ) : rows.length === 0 ? (
        <p>No submissions yet.</p>
      ) : (
        <>
          <div className="admin-table__wrap">
            <table className="admin-table submissions-table">
              <thead>
                <tr>
                  <th scope="col">Last Activity</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={row.id} className={row.isReadAdmin ? undefined : 'admin-table__row--unread'}>
                    <td data-label="Last Activity">
                      <time dateTime={toDateTimeAttribute(row.updatedAt)}>{formatActivityDate(row.updatedAt)}</time>
                    </td>
                    <td data-label="Name">{row.userName}</td>
                    <td data-label="Email" className="admin-table__email">
                      {row.userEmail}
                    </td>
                    <td data-label="Subject">
                      <span>
                        {toSubjectCell(row.subject, row.lastMessageSnippet)}
                        {row.isReadAdmin ? null : <span className="admin-table__new">New!</span>}
                      </span>
                    </td>
                    <td data-label="Actions">
                      <div className="admin-table__actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`View submission from ${row.userName}`}
                          onClick={() => setViewingId(row.id)}
                        >
                          View
                        </button>
                        <button
                          type="button"
                          className="button button--danger"
                          aria-label={`Delete submission from ${row.userName}`}
                          onClick={() => setPendingDelete(row)}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={currentPage}
            pageSize={pageSize}
            totalItems={rows.length}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            label="Submissions pages"
          />
        </>
      )}

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Confirm Submission Deletion"
        description={DELETE_SUBMISSION_TEXT}
        confirmLabel="Delete Submission"
        busyLabel="Deleting…"
        isBusy={deletion.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />

      {viewingId && session ? (
        <Suspense fallback={null}>
          <MessagesModal viewer={{ id: session.user.id, name: session.user.name, role: 'admin' }} conversationId={viewingId} onClose={closeModal} />
        </Suspense>
      ) : null}
    </div>
  );
}
