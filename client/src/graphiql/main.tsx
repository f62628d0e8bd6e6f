/**
 * The explorer's own entry (graphiql.html), built beside the office app so neither loads the other's code.
 * Monaco's editor, JSON and GraphQL workers are bundled by Vite and served from our origin (no CDN).
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer';

const root = document.getElementById('root');
if (!root) throw new Error('graphiql.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
