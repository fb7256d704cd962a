import type { ComponentType, LazyExoticComponent } from 'react';

/** One sidebar entry of the admin dashboard: adding a tab is adding one of these to the list. */
export type TAdminTab = {
  /** The `?tab=` value in the URL. */
  id: string;
  label: string;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
};
