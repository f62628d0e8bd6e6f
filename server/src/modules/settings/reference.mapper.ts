import type { AccountCode, Currency } from './reference.entity.js';
import type { BrandingTheme } from './setting.entity.js';

/** PascalCase REST shape of an account code (behaviour.md "Settings / Vehicle types and area rules order": Code, Name). */
export const toRestAccountCode = (a: AccountCode) => ({ Id: a.id, Code: a.code, Name: a.name });

/** PascalCase REST shape of a branding theme. */
export const toRestBrandingTheme = (b: BrandingTheme) => ({ Id: b.id, Name: b.name, ExternalId: b.externalId ?? null });

/** PascalCase REST shape of a currency. */
export const toRestCurrency = (c: Currency) => ({ Id: c.id, Code: c.code, Name: c.name, Symbol: c.symbol });
