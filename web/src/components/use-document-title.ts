import { useEffect } from 'react';

/** `<title>` per page: "Page · Casona", in the interface language. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Casona` : 'Casona';
  }, [title]);
}
