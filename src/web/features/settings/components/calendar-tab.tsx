import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { calendarFeedQueryOptions, useRotateCalendarFeed } from '../api/calendar-feed.ts';
import { CopySecretField } from './copy-secret-field.tsx';

export function CalendarTab() {
  const feed = useQuery(calendarFeedQueryOptions());
  const rotate = useRotateCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);

  const makeAddress = (message: string) => {
    rotate.mutate(undefined, {
      onSuccess: () => {
        notify.success(message);
        setIsConfirming(false);
      },
      onError: (error) => notify.error(readErrorMessage(error, 'Could not make the calendar address.')),
    });
  };

  return (
    <section aria-labelledby="calendar-heading" className="settings-panel">
      <h2 id="calendar-heading">Calendar</h2>
      <p>
        See your meal plan in Google Calendar, Apple Calendar or Thunderbird: each planned meal is an all-day event with a link to its recipe. Subscribe to this
        private address in your calendar app ("From URL" or "Subscribe to calendar").
      </p>
      {feed.isPending ? (
        <p role="status">Loading</p>
      ) : feed.error ? (
        <p className="form-error" role="alert">
          {readErrorMessage(feed.error, 'Could not load your calendar address.')}
        </p>
      ) : feed.data.url ? (
        <>
          <CopySecretField
            label="Your calendar address"
            id="calendar-feed-url"
            value={feed.data.url}
            copyLabel="Copy address"
            copiedMessage="Calendar address copied!"
            hint="Anyone with this address can see your meal plan. Keep it private."
            actions={
              <button type="button" className="button button--secondary" onClick={() => setIsConfirming(true)} disabled={rotate.isPending}>
                Rotate
              </button>
            }
          />
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={() => makeAddress('Calendar address ready.')} disabled={rotate.isPending}>
          {rotate.isPending ? 'Making…' : 'Make a calendar address'}
        </button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Rotate the calendar address?"
        description="The current address stops working at once. Calendars subscribed to it need the new one."
        confirmLabel="Rotate"
        busyLabel="Rotating…"
        isBusy={rotate.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => makeAddress('New calendar address ready. The old one no longer works.')}
      />
    </section>
  );
}
