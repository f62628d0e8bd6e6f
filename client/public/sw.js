/*
 * Dispatch service worker (issue 8: installable driver app). It keeps the app shell (index.html, the
 * built /assets files the sign-in screen and driver app need, icons) so the app opens without a connection. It NEVER touches /api, /graphql or
 * anything but same-origin GETs: data always comes from the server, and offline writes are the app's
 * own IndexedDB outbox.
 */
// Written by the build (client/shell-files.plugin.ts): the built files the app needs offline (sign-in, the driver
// app, "server out of reach"; lazy chunks are otherwise fetched only when first shown) and a version that changes
// with them, so a release installs a new worker that keeps the new files.
const BUILD = { version: 'unbuilt', files: [] };
const CACHE = `dispatch-shell-${BUILD.version}`;
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...SHELL, ...BUILD.files])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const neverCached = (path) => path.startsWith('/api') || path.startsWith('/graphql') || path === '/healthz' || path === '/sw.js';

async function networkFirst(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallback ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallback ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || neverCached(url.pathname)) return;
  // Pages: the newest index.html when online, the kept one offline (the hash route does the rest).
  if (request.mode === 'navigate') { event.respondWith(networkFirst(request, '/')); return; }
  // Built files carry a content hash in their name, so a kept copy is always right.
  if (url.pathname.startsWith('/assets/')) { event.respondWith(cacheFirst(request)); return; }
  if (SHELL.includes(url.pathname)) event.respondWith(networkFirst(request));
});
