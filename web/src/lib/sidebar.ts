import { appStore } from './app-state';
import { useStore } from './create-store';

/** Opens or closes the sidebar (desktop) or the navigation drawer (mobile). */
export function setSidebarOpen(isOpen: boolean): void {
  appStore.setState({ isSidebarOpen: isOpen });
}

/** Flips the sidebar flag. */
export function toggleSidebar(): void {
  appStore.setState((state) => ({ isSidebarOpen: !state.isSidebarOpen }));
}

/** The sidebar flag and its controls. */
export function useSidebar() {
  const isOpen = useStore(appStore, (state) => state.isSidebarOpen);

  return { isOpen, setOpen: setSidebarOpen, toggle: toggleSidebar };
}
