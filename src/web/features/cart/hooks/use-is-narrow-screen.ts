import { useMediaQuery } from '../../../lib/use-media-query.ts';

/** Phones get the panel as a modal sheet; wider screens keep it beside the page. */
export function useIsNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 720px)');
}
