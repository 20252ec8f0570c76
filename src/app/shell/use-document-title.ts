import { useEffect } from 'react';
import { siteConfig } from './site-config.ts';

/** Sets the tab's title to "Page · Technology For Clean Air" while the page is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = `${pageTitle} · ${siteConfig.title}`;
  }, [pageTitle]);
}
