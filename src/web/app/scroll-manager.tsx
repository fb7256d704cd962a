import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a hash link waits for its lazily loaded target before giving up (a slow phone on 3G). */
const HASH_TARGET_WAIT_MS = 10_000;

/** New route → top of the page; a URL hash scrolls smoothly to the element with that id. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = (): boolean => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return true;
    };
    if (scrollToTarget()) return;
    // Lazy sections mount when their chunk arrives, which on a slow link or a busy machine takes more than
    // a few frames: watch the DOM for the target instead of counting frames.
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) stop();
    });
    const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
