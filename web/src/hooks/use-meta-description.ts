import { useEffect } from 'react';

const DEFAULT_DESCRIPTION_ATTRIBUTE = 'data-default-content';

/**
 * Sets the page's `<meta name="description">` (what search results and link previews show) while
 * the calling page is open, and puts index.html's description back when it closes.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    const meta = findOrCreateDescriptionMeta();
    if (!meta.hasAttribute(DEFAULT_DESCRIPTION_ATTRIBUTE)) {
      meta.setAttribute(DEFAULT_DESCRIPTION_ATTRIBUTE, meta.content);
    }
    meta.content = description;

    return () => {
      meta.content = meta.getAttribute(DEFAULT_DESCRIPTION_ATTRIBUTE) ?? '';
    };
  }, [description]);
}

function findOrCreateDescriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;

  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}
