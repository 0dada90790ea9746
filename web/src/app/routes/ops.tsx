import { OpsConsole } from '@/features/ops/components/ops-console';

/** /ops/*: the operations console, its own lazy chunk that no customer page loads. */
export function OpsRoute() {
  return <OpsConsole />;
}
