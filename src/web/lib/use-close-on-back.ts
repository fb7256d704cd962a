import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

type TSheetState = { sheet?: string };

function readSheet(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'sheet' in state && typeof state.sheet === 'string' ? state.sheet : null;
}

/**
 * On phones Back is how a sheet closes. While open, the sheet has a history entry of its
 * own (same address, `state.sheet = name`): Back takes it off and the sheet closes instead of the page
 * being left. Closed from the page (its × or Escape), the sheet takes its entry back off the history.
 */
export function useCloseOnBack(isOpen: boolean, onClose: () => void, name: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const hasEntry = readSheet(location.state) === name;
  const latest = useRef({ location, onClose });
  // isPushed: this sheet put an entry on the history; hasSeenEntry: the address has shown it since.
  const track = useRef({ isPushed: false, hasSeenEntry: false, hasEntry });

  useEffect(() => {
    latest.current = { location, onClose };
  });

  useEffect(() => {
    if (!isOpen) return;
    const tracked = track.current;
    // Pushed after the navigations of the same moment (an e-mail link's parameter being dropped), on
    // the address they leave; a development double mount clears it before it happens.
    const timer = window.setTimeout(() => {
      if (tracked.isPushed || tracked.hasEntry) return;
      tracked.isPushed = true;
      tracked.hasSeenEntry = false;
      const { pathname, search, hash, state } = latest.current.location;
      const base = typeof state === 'object' && state !== null ? state : {};
      const next: TSheetState = { ...base, sheet: name };
      navigate({ pathname, search, hash }, { state: next });
    }, 0);
    return () => {
      window.clearTimeout(timer);
      // Closed by the page while its entry is on top: take the entry off, so Back goes where it did before.
      if (tracked.isPushed && tracked.hasEntry) navigate(-1);
      tracked.isPushed = false;
      tracked.hasSeenEntry = false;
    };
  }, [isOpen, name, navigate]);

  useEffect(() => {
    const tracked = track.current;
    tracked.hasEntry = hasEntry;
    if (hasEntry) {
      tracked.hasSeenEntry = true;
      return;
    }
    if (isOpen && tracked.isPushed && tracked.hasSeenEntry) {
      // Back (or any move off the entry): the sheet closes.
      tracked.isPushed = false;
      tracked.hasSeenEntry = false;
      latest.current.onClose();
    }
  }, [hasEntry, isOpen]);
}
