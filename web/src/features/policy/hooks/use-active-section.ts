import { useEffect, useState } from 'react';

/**
 * The id of the section the reader is looking at: the first of `ids` (in page order) that crosses
 * the band just under the sticky header. Keeps the last one while the reader is between sections.
 */
export function useActiveSection(
  ids: readonly string[],
  { isEnabled = true }: { isEnabled?: boolean } = {},
): string | undefined {
  const [activeId, setActiveId] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    if (!isEnabled || typeof IntersectionObserver === 'undefined') return;

    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const firstVisible = ids.find((id) => visible.has(id));
        if (firstVisible) setActiveId(firstVisible);
      },
      // A band from just under the 64 px header to 55 % down the screen.
      { rootMargin: '-72px 0px -45% 0px' },
    );

    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids, isEnabled]);

  return activeId;
}
