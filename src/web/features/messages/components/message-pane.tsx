import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  ADMIN_SENDER_NAME,
  DEFAULT_USER_SENDER_NAME,
  MESSAGE_MAX_LENGTH,
  stripContactPrefix,
  type TConversation,
  type TMessage,
  type TSenderRole,
} from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useEndConversation } from '../api/end-conversation.ts';
import { useMessages } from '../api/list-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { formatMessageTime, toDateTimeAttribute } from '../lib/format-timestamp.ts';

export type TViewer = { id: string; name: string; role: TSenderRole };

type TMessagePaneProps = {
  conversation: TConversation;
  viewer: TViewer;
  onError: (message: string) => void;
};

export const END_CONFIRMATION =
  'Are you sure you want to end this conversation? The user will be notified and will no longer be able to send messages. This action cannot be undone.';

/** Sent are the viewer's own messages, or every admin message when an admin is viewing. */
function isSentByViewer(message: TMessage, viewer: TViewer): boolean {
  return viewer.role === 'admin' ? message.senderRole === 'admin' : message.senderId === viewer.id;
}

/** One conversation's messages, oldest at the top, with the send form. */
export function MessagePane({ conversation, viewer, onError }: TMessagePaneProps) {
  const messages = useMessages(conversation.id);
  const send = useSendMessage();
  const markRead = useMarkRead();
  const end = useEndConversation();
  const [text, setText] = useState('');
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const [endedLocally, setEndedLocally] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const markedRef = useRef<string | null>(null);
  const inputId = useId();
  const isAdmin = viewer.role === 'admin';
  const isEnded = conversation.status === 'ended' || endedLocally;
  const ordered = [...(messages.data?.pages.flat() ?? [])].reverse();
  const newestId = ordered[ordered.length - 1]?.id;
  const isViewerFlagRead = isAdmin ? conversation.isReadAdmin : conversation.isReadUser;

  // Opening a conversation the viewer has not read marks it read (once per conversation).
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (isViewerFlagRead || markedRef.current === conversation.id) return;
    markedRef.current = conversation.id;
    markReadMutate({ conversationId: conversation.id, role: viewer.role }, { onError: (error) => onError(readErrorMessage(error, 'Failed to mark as read')) });
  }, [conversation.id, isViewerFlagRead, markReadMutate, viewer.role, onError]);

  // Keep the newest message in view when one arrives.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && newestId) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  const trimmed = text.trim();
  const canSend = !messages.isPending && trimmed.length > 0 && !isEnded && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      {
        conversationId: conversation.id,
        text: trimmed,
        senderId: viewer.id,
        senderName: isAdmin ? ADMIN_SENDER_NAME : viewer.name.trim() || DEFAULT_USER_SENDER_NAME,
      },
      {
        onSuccess: () => setText(''),
        onError: (error) => onError(readErrorMessage(error, 'Failed to send message')),
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // For an admin, Enter sends and Shift+Enter starts a new line.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isAdmin && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const confirmEnd = () => {
    end.mutate(conversation.id, {
      onSuccess: () => {
        setIsConfirmingEnd(false);
        setEndedLocally(true);
      },
      onError: (error) => {
        setIsConfirmingEnd(false);
        notify.error('Could not end conversation.');
        onError(readErrorMessage(error, 'Could not end conversation.'));
      },
    });
  };

  return (
    <section className="message-pane" aria-labelledby={`${inputId}-title`}>
      <div className="message-pane__header">
        <h3 id={`${inputId}-title`} className="message-pane__title">
          {isAdmin ? `Conversation: ${conversation.subject}` : stripContactPrefix(conversation.subject)}
        </h3>
        {isAdmin && !isEnded ? (
          <button type="button" className="button button--danger message-pane__end" onClick={() => setIsConfirmingEnd(true)}>
            End Conversation
          </button>
        ) : null}
      </div>

      <div className="message-pane__messages" ref={scrollRef} role="log" aria-label="Messages" aria-live="polite" tabIndex={0}>
        {messages.hasNextPage ? (
          <button
            type="button"
            className="button button--secondary message-pane__more"
            onClick={() => messages.fetchNextPage()}
            disabled={messages.isFetchingNextPage}
          >
            Load More Messages
          </button>
        ) : null}
        {messages.isPending ? (
          <p role="status" className="messages-placeholder">
            Loading messages...
          </p>
        ) : messages.isError ? (
          <p role="alert" className="messages-error">
            Error: {readErrorMessage(messages.error, 'Failed to fetch more messages')}
          </p>
        ) : ordered.length === 0 ? (
          <p className="messages-placeholder">{isEnded ? 'This conversation has been ended.' : 'No messages in this conversation yet. Send one to start!'}</p>
        ) : (
          <ol className="message-list">
            {ordered.map((message) => {
              const isSent = isSentByViewer(message, viewer);
              return (
                <li key={message.id} className={`message-bubble ${isSent ? 'message-bubble--sent' : 'message-bubble--received'}`}>
                  <span className="message-bubble__sender">{message.senderName}</span>
                  <p className="message-bubble__text">{message.text}</p>
                  <time className="message-bubble__time" dateTime={toDateTimeAttribute(message.timestamp)}>
                    {formatMessageTime(message.timestamp)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </div>

      {isEnded ? (
        <p className="message-pane__ended" role="status">
          This conversation has been ended by an administrator.
        </p>
      ) : (
        <form className="message-form" onSubmit={handleSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            Message
          </label>
          <textarea
            id={inputId}
            className="message-form__input"
            placeholder="Type your message..."
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <button type="submit" className="button button--primary" disabled={!canSend}>
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
        </form>
      )}

      <ConfirmDialog
        isOpen={isConfirmingEnd}
        title="End Conversation"
        description={END_CONFIRMATION}
        confirmLabel="End Conversation"
        busyLabel="Ending…"
        isBusy={end.isPending}
        onCancel={() => setIsConfirmingEnd(false)}
        onConfirm={confirmEnd}
      />
    </section>
  );
}
