import { useCallback, useState } from 'react';
import type { TConversation } from '../../../../domain/messages.ts';
import { Modal, ModalClose, ModalTitle } from '../../../components/modal.tsx';
import { useAdminConversations } from '../api/list-admin-conversations.ts';
import { useUserConversations } from '../api/list-user-conversations.ts';
import '../messages.css';
import { ConversationList } from './conversation-list.tsx';
import { MessagePane, type TViewer } from './message-pane.tsx';
import { useCloseOnBack } from '../../../lib/use-close-on-back.ts';

export type TMessagesModalProps = {
  viewer: TViewer;
  /** The admin opens one conversation; a cook may arrive with one chosen (an e-mail link). */
  conversationId?: string | null;
  onClose: () => void;
};

function ErrorLine({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="messages-error">
      Error: {message}
    </p>
  );
}

function AdminBody({ conversationId, viewer, onError }: { conversationId: string; viewer: TViewer; onError: (message: string) => void }) {
  const conversations = useAdminConversations();
  const conversation = conversations.data?.find((item) => item.id === conversationId);
  if (conversations.isPending)
    return (
      <p role="status" className="messages-placeholder">
        Loading conversation details...
      </p>
    );
  if (!conversation) return <p className="messages-placeholder">Select a conversation to view messages.</p>;
  return <MessagePane conversation={conversation} viewer={viewer} onError={onError} />;
}

function UserBody({ initialId, viewer, onError }: { initialId: string | null; viewer: TViewer; onError: (message: string) => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  const conversations = useUserConversations(true);
  const selected = conversations.data?.pages.flat().find((item) => item.id === selectedId) ?? null;
  return (
    <div className="messages-modal__columns">
      <ConversationList
        selectedId={selectedId}
        onSelect={(conversation: TConversation) => setSelectedId(conversation.id)}
        onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
        onError={onError}
      />
      <div className="messages-modal__pane">
        {selected ? (
          <MessagePane key={selected.id} conversation={selected} viewer={viewer} onError={onError} />
        ) : selectedId && conversations.isPending ? (
          <p role="status" className="messages-placeholder">
            Loading conversation details...
          </p>
        ) : (
          <p className="messages-placeholder">Select a conversation to view messages.</p>
        )}
      </div>
    </div>
  );
}

/** Messages modal, by role: the cook's list and pane, or the admin's one full-width conversation. */
export function MessagesModal({ viewer, conversationId = null, onClose }: TMessagesModalProps) {
  useCloseOnBack(true, onClose, 'messages');
  const [error, setError] = useState<string | null>(null);
  const reportError = useCallback((message: string) => setError(message), []);
  const isAdmin = viewer.role === 'admin';
  const adminConversations = useAdminConversations(isAdmin);
  const adminName = isAdmin ? adminConversations.data?.find((item) => item.id === conversationId)?.userName : undefined;

  return (
    <Modal isOpen onClose={onClose} size="wide" isFullScreenOnPhones className="messages-modal">
      <div className="messages-modal__header">
        <ModalTitle className="messages-modal__title">{isAdmin ? `Messages with ${adminName ?? '…'}` : 'Your Messages'}</ModalTitle>
        <ModalClose>
          <button type="button" className="messages-modal__close" aria-label="Close messages">
            ×
          </button>
        </ModalClose>
      </div>
      <ErrorLine message={error} />
      {isAdmin && conversationId ? (
        <AdminBody conversationId={conversationId} viewer={viewer} onError={reportError} />
      ) : (
        <UserBody initialId={conversationId} viewer={viewer} onError={reportError} />
      )}
    </Modal>
  );
}
