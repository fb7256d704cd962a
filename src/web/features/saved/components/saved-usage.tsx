import { Link } from 'react-router';
import type { TSavedUsage } from '../../../../domain/saved-frame.ts';
import { paths } from '../../../paths.ts';

/** A Free cook's "N of 10 saved" line beside the heading; its words come from the domain, as the server's frame's do. */
export function SavedUsage({ usage }: { usage: TSavedUsage }) {
  return (
    <p className="saved-page__usage" aria-live="polite">
      {usage.count}
      {usage.upgrade ? (
        <>
          {usage.upgrade.before}
          <Link to={paths.pricing}>{usage.upgrade.link}</Link>
          {usage.upgrade.after}
        </>
      ) : null}
    </p>
  );
}
