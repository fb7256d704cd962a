import { useState } from 'react';
import { stripContactPrefix, type TConversation } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { useUserConversations } from '../api/list-user-conversations.ts';
import { formatActivityDate, toDateTimeAttribute } from '../lib/format-timestamp.ts';

type TConversationListProps = {
  selectedId: string | null;
  onSelect: (conversation: TConversation) => void;
  onDeleted: (id: string) => void;
  onError: (message: string) => void;
};

/** The cook's 'Conversations' column: subjects without the prefix, 'New!', × delete, 'Load More'. */
export function ConversationList({ selectedId, onSelect, onDeleted, onError }: TConversationListProps) {
  const conversations = useUserConversations(true);
  const deletion = useDeleteConversation();
  const [pendingDelete, setPendingDelete] = useState<TConversation | null>(null);
  const items = conversations.data?.pages.flat() ?? [];

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { id } = pendingDelete;
    deletion.mutate(id, {
      onSuccess: () => {
        setPendingDelete(null);
        onDeleted(id);
      },
      onError: (error) => {
        setPendingDelete(null);
        notify.error('Could not delete conversation.');
        onError(readErrorMessage(error, 'Could not delete conversation.'));
      },
    });
  };

  return (
    <section className="conversation-list" aria-labelledby="conversation-list-title">
      <h3 id="conversation-list-title" className="conversation-list__title">
        Conversations
      </h3>
      {conversations.isPending ? (
        <p role="status" className="messages-placeholder">
          Loading conversations...
        </p>
      ) : conversations.isError ? (
        <p role="alert" className="messages-error">
          Error: {readErrorMessage(conversations.error, 'HTTP error!')}
        </p>
      ) : items.length === 0 ? (
        <p className="messages-placeholder">No conversations yet.</p>
      ) : (
        <ul className="conversation-list__items">
          {items.map((conversation) => {
            const subject = stripContactPrefix(conversation.subject);
            const isUnread = !conversation.isReadUser;
            return (
              <li
                key={conversation.id}
                className={`conversation-item${isUnread ? ' conversation-item--unread' : ''}${conversation.id === selectedId ? ' conversation-item--selected' : ''}`}
              >
                <button
                  type="button"
                  className="conversation-item__open"
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(conversation)}
                >
                  <span className="conversation-item__subject">
                    {subject}
                    {isUnread ? <span className="conversation-item__new">New!</span> : null}
                  </span>
                  <span className="conversation-item__snippet">{conversation.lastMessageSnippet}</span>
                  <time className="conversation-item__time" dateTime={toDateTimeAttribute(conversation.updatedAt)}>
                    {formatActivityDate(conversation.updatedAt)}
                  </time>
                </button>
                <button
                  type="button"
                  className="conversation-item__delete"
                  aria-label={`Delete conversation: ${subject}`}
                  onClick={() => setPendingDelete(conversation)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {conversations.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary conversation-list__more"
          onClick={() => conversations.fetchNextPage()}
          disabled={conversations.isFetchingNextPage}
        >
          Load More
        </button>
      ) : null}
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Delete conversation?"
        description={`“${pendingDelete ? stripContactPrefix(pendingDelete.subject) : ''}” will be removed from your messages. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        isBusy={deletion.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
