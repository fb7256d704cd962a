import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAdminUser, useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useIsLoadSettled } from '../../../lib/use-is-load-settled.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import '../messages.css';

const MessagesModal = lazy(async () => ({ default: (await import('./messages-modal.tsx')).MessagesModal }));

export const MESSAGES_UNVERIFIED_MESSAGE = 'Please verify your e-mail to access messages.';
/** An e-mail link opens the modal on this conversation: `?conversation=<id>`. */
const CONVERSATION_PARAM = 'conversation';

function EnvelopeIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/** The navbar's messages button: non-admins only, unread badge above 0, polled every 60 s. */
export function MessagesButton() {
  const { data: session } = useAuthSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [openConversation, setOpenConversation] = useState<{ id: string | null } | null>(null);
  const isVerified = Boolean(session?.user.emailVerified);
  const isAdmin = isAdminUser(session);
  const canUse = Boolean(session) && isVerified && !isAdmin;
  // The first poll waits for the load to settle (the reader's first touch or a quiet moment): off the page's load.
  const isLoadSettled = useIsLoadSettled();
  const unread = useUnreadCount(canUse && isLoadSettled);
  const unreadCount = canUse ? (unread.data ?? 0) : 0;
  const linkedId = searchParams.get(CONVERSATION_PARAM);

  useEffect(() => {
    if (!linkedId || !canUse) return;
    setOpenConversation({ id: linkedId });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CONVERSATION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkedId, canUse, setSearchParams]);

  if (!session || isAdmin) return null;

  const handleClick = () => {
    if (!isVerified) {
      notify.info(MESSAGES_UNVERIFIED_MESSAGE);
      return;
    }
    setOpenConversation({ id: null });
  };

  const handleClose = () => {
    setOpenConversation(null);
    void unread.refetch();
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary messages-button"
        aria-label={unreadCount > 0 ? `Messages, ${unreadCount} unread` : 'Messages'}
        aria-haspopup="dialog"
        title="Messages"
        onClick={handleClick}
      >
        <EnvelopeIcon />
        {unreadCount > 0 ? (
          <span className="messages-button__badge" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </button>
      {openConversation && session ? (
        <Suspense fallback={null}>
          <MessagesModal viewer={{ id: session.user.id, name: session.user.name, role: 'user' }} conversationId={openConversation.id} onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
