import * as Dialog from '@radix-ui/react-dialog';

import { CloseIcon } from '@/components/ui/icons';

import { SidebarNav } from './sidebar-nav';

/** The sidebar as a left-hand drawer on small screens, opened by the top bar's menu toggle. */
export function MobileNavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,85vw)] animate-slide-in-left bg-white shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">Navigation menu</Dialog.Title>
          <Dialog.Close
            aria-label="Close navigation menu"
            className="absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-xl text-gray-600 hover:bg-gray-100"
          >
            <CloseIcon />
          </Dialog.Close>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
