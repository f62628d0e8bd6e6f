import * as R from '../../rest/schemas.js';
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

/** The entry's body: the fields every list shares and the kind's own, checked in the settings' words before readInput maps them. */
const entry = (kind: CatalogueKind) =>
  R.Body({ Name: R.Text(), IsDeactivated: R.Flag(), Version: R.Whole(), ...kind.restBody }, `An entry of ${kind.path}.`, { checked: true, dialect: 'settings' });
const list = (kind: CatalogueKind) => ({ summary: `The ${kind.path} list, filtered.`, querystring: R.Query({ name: R.QueryText('Part of the name.'), isDeactivated: R.QueryText('true or false.') }), response: R.Answers({ 200: R.List(R.Json()) }) });

/** One list's routes (behaviour.md "Settings / Settings lists" Settings: list, /All, search, POST, PUT; no DELETE, deactivate instead). */
function catalogueRoutes(app: FastifyInstance, kind: CatalogueKind) {
  const body = entry(kind);
  const search = (request: { ctx: Parameters<typeof searchCatalogue>[0]; query: unknown }, all: boolean) => {
    const q = request.query as Query;
    return searchCatalogue(request.ctx, kind, { name: queryText(q.name ?? q.Name), isDeactivated: queryBool(q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'), all });
  };
  app.get(`/${kind.path}`, { schema: list(kind) }, async (request) => (await search(request, false)).map(kind.toRest));
  app.get(`/${kind.path}/Search`, { schema: list(kind) }, async (request) => (await search(request, false)).map(kind.toRest));
  app.get(`/${kind.path}/All`, { schema: { ...list(kind), summary: `Every entry of ${kind.path}, deactivated too.` } }, async (request) => (await search(request, true)).map(kind.toRest));
  app.get<{ Params: { id: string } }>(`/${kind.path}/:id`, { schema: { summary: `One entry of ${kind.path}.`, params: R.IdRecordParams(), response: R.Answers({ 200: R.Json() }) } }, async (request) => kind.toRest(await getCatalogueItem(request.ctx, kind, idParam(request.params.id))));
  app.post(`/${kind.path}`, { schema: { summary: `Adds to ${kind.path}.`, body, response: R.Answers({ 201: R.Json() }) } }, async (request, reply) => reply.status(201).send(kind.toRest(await createCatalogueItem(request.ctx, kind, readInput(kind, request.body)))));
  app.put<{ Params: { id: string } }>(`/${kind.path}/:id`, { schema: { summary: `Saves an entry of ${kind.path}.`, params: R.IdRecordParams(), body, response: R.Answers({ 200: R.Json() }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return kind.toRest(await updateCatalogueItem(request.ctx, kind, id, readInput(kind, request.body)));
  });
}

/** The settings lists of behaviour.md "Settings / Settings lists" and the read-only reference lists (account codes, themes, currencies). */
export async function catalogueRestRoutes(app: FastifyInstance) {
  for (const kind of catalogueKinds) catalogueRoutes(app, kind);
  app.get('/AccountCodes', { schema: { summary: 'Account codes.', querystring: R.Query({ name: R.QueryText('Part of the name.') }), response: R.Answers({ 200: R.List(R.Json()) }) } }, async (request) => {
    const q = request.query as Query;
    return (await searchAccountCodes(request.ctx, queryText(q.name ?? q.Name))).map(toRestAccountCode);
  });
  app.get('/BrandingThemes', { schema: { summary: 'Invoice branding themes.', querystring: R.Query({ name: R.QueryText('Part of the name.') }), response: R.Answers({ 200: R.List(R.Json()) }) } }, async (request) => {
    const q = request.query as Query;
    return (await searchBrandingThemes(request.ctx, queryText(q.name ?? q.Name))).map(toRestBrandingTheme);
  });
  app.get('/Currencies', { schema: { summary: 'Currencies.', response: R.Answers({ 200: R.List(R.Json()) }) } }, async (request) => (await listCurrencies(request.ctx)).map(toRestCurrency));
}
