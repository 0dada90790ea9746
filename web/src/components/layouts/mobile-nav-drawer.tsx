import * as Dialog from '@radix-ui/react-dialog';

import { CloseIcon } from '@/components/ui/icons';
import { LogOutIcon } from '@/components/ui/app-icons';
import { useLogout } from '@/lib/auth';
import { useSession } from '@/lib/session';

import { SidebarNav } from './sidebar-nav';

/** The sidebar as a left-hand drawer on small screens, opened by the top bar's menu toggle; Log Out for a signed-in user. */
export function MobileNavDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { isSignedIn } = useSession();
  const logout = useLogout();

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
            className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-xl text-gray-600 hover:bg-gray-100 sm:size-10"
          >
            <CloseIcon />
          </Dialog.Close>
          <div className="flex h-full flex-col">
            <div className="min-h-0 flex-1">
              <SidebarNav onNavigate={() => onOpenChange(false)} />
            </div>
            {isSignedIn ? (
              <button
                type="button"
                onClick={() => {
                  onOpenChange(false);
                  void logout();
                }}
                className="m-4 flex h-11 items-center justify-center gap-2 rounded-xl border border-red-200 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <LogOutIcon className="size-5" />
                Log Out
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
