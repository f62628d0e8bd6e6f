import type { FastifyInstance } from 'fastify';
import type { CatalogueKind } from './catalogue.kinds.js';
import { catalogueKinds } from './catalogue.kinds.js';
import { createCatalogueItem, getCatalogueItem, searchCatalogue, updateCatalogueItem } from './catalogue.service.js';
import { toRestAccountCode, toRestBrandingTheme, toRestCurrency } from './reference.mapper.js';
import { listCurrencies, searchAccountCodes, searchBrandingThemes } from './reference.service.js';
import { asObject, idParam, optBool, optInt, optText, queryBool, queryText, type Json } from './rest-input.js';

type Query = Record<string, unknown>;

/** The fields every list shares, plus the kind's own, from a PascalCase body. */
function readInput(kind: CatalogueKind, raw: unknown) {
  const body: Json = asObject(raw);
  return { ...kind.readRest(body), name: optText(body, 'Name'), isDeactivated: optBool(body, 'IsDeactivated'), version: optInt(body, 'Version') };
}

/** One list's routes (spec 2 §7 Settings: list, /All, search, POST, PUT; no DELETE, deactivate instead). */
function catalogueRoutes(app: FastifyInstance, kind: CatalogueKind) {
  const search = (request: { ctx: Parameters<typeof searchCatalogue>[0]; query: unknown }, all: boolean) => {
    const q = request.query as Query;
    return searchCatalogue(request.ctx, kind, { name: queryText(q.name ?? q.Name), isDeactivated: queryBool(q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'), all });
  };
  app.get(`/${kind.path}`, async (request) => (await search(request, false)).map(kind.toRest));
  app.get(`/${kind.path}/Search`, async (request) => (await search(request, false)).map(kind.toRest));
  app.get(`/${kind.path}/All`, async (request) => (await search(request, true)).map(kind.toRest));
  app.get<{ Params: { id: string } }>(`/${kind.path}/:id`, async (request) => kind.toRest(await getCatalogueItem(request.ctx, kind, idParam(request.params.id))));
  app.post(`/${kind.path}`, async (request, reply) => reply.status(201).send(kind.toRest(await createCatalogueItem(request.ctx, kind, readInput(kind, request.body)))));
  app.put<{ Params: { id: string } }>(`/${kind.path}/:id`, async (request) => {
    const id = idParam(request.params.id);
    return kind.toRest(await updateCatalogueItem(request.ctx, kind, id, readInput(kind, request.body)));
  });
}

/** The settings lists of spec 2 §7 and the read-only reference lists (account codes, themes, currencies). */
export async function catalogueRestRoutes(app: FastifyInstance) {
  for (const kind of catalogueKinds) catalogueRoutes(app, kind);
  app.get('/AccountCodes', async (request) => {
    const q = request.query as Query;
    return (await searchAccountCodes(request.ctx, queryText(q.name ?? q.Name))).map(toRestAccountCode);
  });
  app.get('/BrandingThemes', async (request) => {
    const q = request.query as Query;
    return (await searchBrandingThemes(request.ctx, queryText(q.name ?? q.Name))).map(toRestBrandingTheme);
  });
  app.get('/Currencies', async (request) => (await listCurrencies(request.ctx)).map(toRestCurrency));
}
