import { useEffect } from 'react';

/** behaviour.md "Shared conventions / Screens and routes": the page title is prefixed with the product's short name, e.g. 'Dispatch - Map'. */
export function usePageTitle(productShortName: string, screen: string): void {
  useEffect(() => {
    document.title = `${productShortName} - ${screen}`;
  }, [productShortName, screen]);
}
