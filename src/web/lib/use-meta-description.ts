import { useEffect } from 'react';

/**
 * Sets the page's <meta name="description"> while the screen is shown (search engines and link
 * previews read it) and puts the previous text back when it goes, so the next screen does not
 * inherit it. The tag is created when the document has none.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = tag === null;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
