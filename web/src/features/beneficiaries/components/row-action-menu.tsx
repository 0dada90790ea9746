import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { MoreVerticalIcon, PencilIcon, TrashIcon } from '@/components/ui/app-icons';
import { cn } from '@/lib/cn';

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-gray-800 hover:bg-gray-50 focus:bg-gray-100 focus:outline-none';

/**
 * The row action of a beneficiary: a menu button with Edit and Delete. Keyboard: Enter/Space opens,
 * arrows move, Escape closes and returns focus to the button.
 */
export function RowActionMenu({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();

    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (action: () => void) => {
    setIsOpen(false);
    action();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div ref={containerRef} className="relative inline-flex">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'flex size-9 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-ink',
          isOpen && 'bg-gray-100 text-ink',
        )}
      >
        <MoreVerticalIcon />
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-20 mt-1 w-40 rounded-xl border border-gray-200 bg-white p-1 shadow-card animate-fade-in"
        >
          <button type="button" role="menuitem" className={itemClasses} onClick={() => choose(onEdit)}>
            <PencilIcon className="size-4 text-gray-500" />
            Edit
          </button>
          <button
            type="button"
            role="menuitem"
            className={cn(itemClasses, 'text-red-700')}
            onClick={() => choose(onDelete)}
          >
            <TrashIcon className="size-4" />
            Delete
          </button>
        </div>
      ) : null}
    </div>
  );
}
