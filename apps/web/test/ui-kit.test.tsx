import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../src/shared/ui/bottom-sheet.tsx';
import { Chips } from '../src/shared/ui/chips.tsx';
import { Tabs } from '../src/shared/ui/tabs.tsx';

function SheetDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        정렬
      </button>
      <BottomSheet
        open={open}
        title="정렬"
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <button type="button">베스트순</button>
        <button type="button">최신순</button>
      </BottomSheet>
    </>
  );
}

function TabsDemo() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="후기"
      selected={tab}
      onSelect={setTab}
      items={[
        { key: 'a', label: '웨딩홀 후기' },
        { key: 'b', label: '블로그 후기' },
        { key: 'c', label: '사진' },
      ]}
    />
  );
}

describe('BottomSheet', () => {
  it('is a labelled modal dialog that locks page scroll, traps focus and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<SheetDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '정렬' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: '정렬' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();

    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '최신순' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    render(<SheetDemo />);
    await userEvent.click(screen.getByRole('button', { name: '정렬' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('follows the ARIA tabs pattern with arrow, Home and End keys', async () => {
    render(<TabsDemo />);
    const first = screen.getByRole('tab', { name: '웨딩홀 후기' });
    expect(screen.getByRole('tablist', { name: '후기' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '블로그 후기' })).toHaveAttribute('tabindex', '-1');

    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '블로그 후기' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '블로그 후기' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '사진' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '사진' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Chips', () => {
  it('are toggle buttons in a labelled group', async () => {
    const onToggle = vi.fn();
    render(
      <Chips
        label="요일"
        options={[
          { value: 'FRIDAY', label: '금요일' },
          { value: 'SATURDAY', label: '토요일' },
        ]}
        selected={['SATURDAY']}
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole('group', { name: '요일' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '토요일' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '금요일' }));
    expect(onToggle).toHaveBeenCalledWith('FRIDAY');
  });
});
