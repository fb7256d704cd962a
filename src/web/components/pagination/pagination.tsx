import { useId } from 'react';
import { ADMIN_PAGE_SIZES } from '../../../domain/limits.ts';
import { countPages, getPageWindow } from './get-page-window.ts';
import './pagination.css';

export type TPaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** The caller goes back to page 1 itself too; this component asks for page 1 as well. */
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Names the table this pager belongs to, e.g. 'Submissions pages'. */
  label?: string;
};

/**
 * The pager shared by the admin tables: First, Previous, up to 5 page numbers with ellipses,
 * Next, Last, 'Page X of Y' and 'Items per page'. Changing the size returns to page 1.
 */
export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizes = ADMIN_PAGE_SIZES,
  label = 'Pagination',
}: TPaginationProps) {
  const sizeSelectId = useId();
  const totalPages = countPages(totalItems, pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  const isFirst = current === 1;
  const isLast = current === totalPages;

  return (
    <div className="pagination">
      <nav className="pagination__nav" aria-label={label}>
        <button type="button" className="pagination__button" onClick={() => onPageChange(1)} disabled={isFirst}>
          First
        </button>
        <button type="button" className="pagination__button" onClick={() => onPageChange(current - 1)} disabled={isFirst}>
          Previous
        </button>
        <ul className="pagination__pages">
          {getPageWindow(current, totalPages).map((item) =>
            item.kind === 'ellipsis' ? (
              <li key={`ellipsis-${item.side}`} className="pagination__ellipsis" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className="pagination__button pagination__page"
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                  onClick={() => onPageChange(item.page)}
                >
                  {item.page}
                </button>
              </li>
            ),
          )}
        </ul>
        <button type="button" className="pagination__button" onClick={() => onPageChange(current + 1)} disabled={isLast}>
          Next
        </button>
        <button type="button" className="pagination__button" onClick={() => onPageChange(totalPages)} disabled={isLast}>
          Last
        </button>
      </nav>
      <p className="pagination__status" aria-live="polite">
        Page {current} of {totalPages}
      </p>
      <div className="pagination__size">
        <label htmlFor={sizeSelectId}>Items per page</label>
        <select
          id={sizeSelectId}
          value={pageSize}
          onChange={(event) => {
            onPageSizeChange(Number(event.target.value));
            onPageChange(1);
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
