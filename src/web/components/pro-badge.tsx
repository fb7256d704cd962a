import { Link } from 'react-router';
import { paths } from '../paths.ts';

/** The "Pro" mark on a control a free cook cannot use yet. */
export function ProBadge() {
  return (
    <span className="pro-badge" aria-label="Pro feature">
      Pro
    </span>
  );
}

/** The way forward from a Pro-only control: never a dead button. */
export function UpgradeLink({ children }: { children: string }) {
  return (
    <Link to={paths.pricing} className="upgrade-link">
      {children}
    </Link>
  );
}
