import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import styles from './vertical-tabs.module.css';

export type TVerticalTab = {
  id: string;
  label: ReactNode;
  /** Mounted only while its tab is open. */
  content: ReactNode;
};

type TVerticalTabsProps = {
  /** Names the tab list for screen readers, e.g. 'Settings'. */
  label: string;
  tabs: readonly TVerticalTab[];
  value: string;
  onValueChange: (id: string) => void;
};

/** The phone breakpoint of vertical-tabs.module.css: below it the tabs are one row. */
const NARROW_SCREEN_QUERY = '(max-width: 720px)';

/**
 * A page's sections as a column of tabs beside the open one (admin dashboard, settings). On phones the
 * tabs lie in one row above it, and the arrow keys follow the layout (Up/Down, or Left/Right).
 */
export function VerticalTabs({ label, tabs, value, onValueChange }: TVerticalTabsProps) {
  const isNarrowScreen = useMediaQuery(NARROW_SCREEN_QUERY);
  return (
    <Tabs.Root className={styles.layout} value={value} onValueChange={onValueChange} orientation={isNarrowScreen ? 'horizontal' : 'vertical'}>
      <Tabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} className={styles.tab} value={tab.id}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} className={styles.panel} value={tab.id}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
