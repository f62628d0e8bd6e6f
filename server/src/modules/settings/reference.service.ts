import { requireOffice, type RequestContext } from '../../context.js';
import { AccountCode, Currency } from './reference.entity.js';
import { BrandingTheme } from './setting.entity.js';
import { clean, likeText } from './writes.js';

/** GET /AccountCodes?name (behaviour.md "Settings / Back-office users"): the chart of accounts, matched on code or name. */
export async function searchAccountCodes(ctx: RequestContext, name?: string | null): Promise<AccountCode[]> {
  requireOffice(ctx);
  const text = clean(name);
  const where = text ? { $or: [{ name: { $ilike: likeText(text) } }, { code: { $ilike: likeText(text) } }] } : {};
  return ctx.em.find(AccountCode, where, { orderBy: { code: 'asc' } });
}

/** GET /BrandingThemes?name (behaviour.md "Settings / Back-office users"): the invoice themes a supplier billing type can use. */
export async function searchBrandingThemes(ctx: RequestContext, name?: string | null): Promise<BrandingTheme[]> {
  requireOffice(ctx);
  const text = clean(name);
  return ctx.em.find(BrandingTheme, text ? { name: { $ilike: likeText(text) } } : {}, { orderBy: { name: 'asc' } });
}

/** GET /Currencies: read only, because saving currencies is not implemented (behaviour.md "Settings / Settings screen"). */
export async function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  requireOffice(ctx);
  return ctx.em.find(Currency, {}, { orderBy: { code: 'asc' } });
}
