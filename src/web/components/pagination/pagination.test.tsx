import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

function Harness({ totalItems, onPage }: { totalItems: number; onPage?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      totalItems={totalItems}
      onPageChange={(next) => {
        onPage?.(next);
        setPage(next);
      }}
      onPageSizeChange={setPageSize}
    />
  );
}

describe('Pagination', () => {
  it('moves with First, Previous, page numbers, Next and Last, and says where it is', async () => {
    const user = userEvent.setup();
    render(<Harness totalItems={70} />);
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Page 7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByText('Page 4 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 3 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument();
  });

  it('offers 10, 25 and 50 items per page and returns to page 1 on a size change', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Harness totalItems={70} onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const select = screen.getByLabelText('Items per page');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['10', '25', '50']);

    await user.selectOptions(select, '25');
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows page 1 of 1 for an empty table', () => {
    render(<Harness totalItems={0} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
